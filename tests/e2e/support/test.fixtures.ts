// The `test` every end-to-end spec uses: Playwright's own, plus an automatic check that the page never broke the
// Content-Security-Policy that firebase.json serves. Every violation the browser reports in any page of any
// context the test opened (the default one and those made with browser.newContext) fails the test, naming the
// directive and the blocked resource.
import { test as base, expect, type BrowserContext } from '@playwright/test';

export { expect };

const CSP_CONSOLE = /Content Security Policy|Refused to (load|connect|frame|execute|apply)/i;
const REPORT_VIOLATIONS = `document.addEventListener('securitypolicyviolation', (e) =>
  console.error('CSP violation: ' + e.effectiveDirective + ' blocked ' + (e.blockedURI || 'inline') + ' at ' + e.sourceFile + ':' + e.lineNumber));`;

async function watch(context: BrowserContext, violations: string[]): Promise<void> {
  context.on('console', (message) => {
    if (message.type() === 'error' && CSP_CONSOLE.test(message.text())) violations.push(message.text());
  });
  await context.addInitScript(REPORT_VIOLATIONS);
}

export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ context, browser }, use) => {
      const violations: string[] = [];
      await watch(context, violations);
      const newContext = browser.newContext.bind(browser);
      browser.newContext = async (...args) => {
        const created = await newContext(...args);
        await watch(created, violations);
        return created;
      };
      await use(violations);
      browser.newContext = newContext;
      expect(violations, 'Content-Security-Policy violations reported by the browser').toEqual([]);
    },
    { auto: true },
  ],
});
