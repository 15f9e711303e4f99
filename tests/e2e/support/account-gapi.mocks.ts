// Google's hosted gapi loader (https://apis.google.com/js/api.js) for the popup sign-in, replaced in the browser by a
// small stand-in, because this machine has no internet. The Firebase Auth SDK (in the app page) and the Auth
// emulator's helper iframe (served by the emulator) both load that script only for `gapi.iframes`: a parent page
// and its iframe registering named handlers and sending each other messages. This stand-in implements exactly that
// over window.postMessage; everything else of the Google sign-in (the emulator's account chooser popup, its fake ID
// token, the auth event relayed through the iframe, the sign-in with the Auth emulator) runs for real.
import type { BrowserContext } from '@playwright/test';

function stubSource(onload: string | null): string {
  return `(function () {
  if (window.gapi && window.gapi.__stub) return;
  var handlers = {};
  var waiting = {};
  var replies = {};
  var nextId = 1;
  function deliver(source, message) {
    var handler = handlers[message.name];
    if (!handler) {
      (waiting[message.name] = waiting[message.name] || []).push([source, message]);
      return;
    }
    var result = handler(message.data);
    source.postMessage({ __gapiStub: 'reply', id: message.id, result: [result] }, '*');
  }
  window.addEventListener('message', function (event) {
    var message = event.data;
    if (!message || !message.__gapiStub) return;
    if (message.__gapiStub === 'call') return deliver(event.source, message);
    var callback = replies[message.id];
    delete replies[message.id];
    if (callback) callback(message.result);
  });
  function port(target) {
    return {
      restyle: function () { return Promise.resolve(); },
      ping: function (callback) { callback(); return Promise.resolve(); },
      register: function (name, handler) {
        handlers[name] = handler;
        (waiting[name] || []).splice(0).forEach(function (item) { deliver(item[0], item[1]); });
      },
      send: function (name, data, callback) {
        var id = String(nextId++) + Math.random();
        if (callback) replies[id] = callback;
        target().postMessage({ __gapiStub: 'call', name: name, data: data, id: id }, '*');
      },
    };
  }
  var context = {
    open: function (options, onOpen) {
      var frame = document.createElement('iframe');
      var attributes = options.attributes || {};
      Object.keys(attributes).forEach(function (key) {
        if (key === 'style') Object.assign(frame.style, attributes.style);
        else frame.setAttribute(key, attributes[key]);
      });
      var loaded = new Promise(function (resolve) { frame.addEventListener('load', resolve, { once: true }); });
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      var iframe = port(function () { return frame.contentWindow; });
      return loaded.then(function () { return onOpen(iframe); });
    },
    getParentIframe: function () { return port(function () { return window.parent; }); },
  };
  window.gapi = {
    __stub: true,
    load: function (_name, options) { setTimeout(options.callback, 0); },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: function () { return true; }, getContext: function () { return context; } },
  };
  var onload = ${JSON.stringify(onload)};
  setTimeout(function () {
    if (onload && typeof window[onload] === 'function') window[onload]();
    else if (typeof window.gapi_onload === 'function') window.gapi_onload();
  }, 0);
})();`;
}

/** Serves the stand-in for every page and frame of the context. */
export async function stubGoogleApiLoader(context: BrowserContext): Promise<void> {
  await context.route('https://apis.google.com/js/api.js*', (route) =>
    route.fulfill({
      contentType: 'text/javascript',
      body: stubSource(new URL(route.request().url()).searchParams.get('onload')),
    }),
  );
}
