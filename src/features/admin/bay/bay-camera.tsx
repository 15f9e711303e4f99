import { useEffect, useRef, useState } from 'react';
import { BAY_TEXT } from './bay-text';
import { cameraProblem, type LoadQrScanner, type ScanSession } from './scanner';

type CameraState =
  { status: 'off' } | { status: 'starting' } | { status: 'on' } | { status: 'failed'; message: string };

/** The camera session: started on demand, stopped on request or unmount; a start overtaken by a stop is undone. */
function useCameraSession(loadScanner: LoadQrScanner, onText: (text: string) => void) {
  const [state, setState] = useState<CameraState>({ status: 'off' });
  const videoRef = useRef<HTMLVideoElement>(null);
  const session = useRef<ScanSession | null>(null);
  const attempt = useRef(0);
  const onTextRef = useRef(onText);
  useEffect(() => {
    onTextRef.current = onText;
  }, [onText]);
  useEffect(
    () => () => {
      attempt.current += 1;
      session.current?.stop();
      session.current = null;
    },
    [],
  );

  async function start() {
    const mine = ++attempt.current;
    setState({ status: 'starting' });
    let scanner;
    try {
      scanner = await loadScanner();
    } catch (error) {
      console.warn('[bay] loading the scanner failed', error);
      if (mine === attempt.current) setState({ status: 'failed', message: BAY_TEXT.scannerNotLoaded });
      return;
    }
    try {
      const video = videoRef.current;
      if (!video) return;
      const started = await scanner.start(video, (text) => onTextRef.current(text));
      if (mine !== attempt.current) return started.stop();
      session.current = started;
      setState({ status: 'on' });
    } catch (error) {
      console.warn('[bay] the camera did not start', error);
      if (mine === attempt.current) setState({ status: 'failed', message: cameraProblem(error) });
    }
  }

  function stop() {
    attempt.current += 1;
    session.current?.stop();
    session.current = null;
    setState({ status: 'off' });
  }

  return { state, videoRef, start, stop };
}

/**
 * The camera part of the bay screen: the permission is asked only when "Start camera" is tapped; "Stop camera"
 * releases it (so does leaving the screen). A camera that is denied or absent says so; the typed entry beside it
 * keeps working either way.
 */
export function BayCamera({
  loadScanner,
  onText,
}: {
  loadScanner: LoadQrScanner;
  onText: (text: string) => void;
}) {
  const { state, videoRef, start, stop } = useCameraSession(loadScanner, onText);
  const live = state.status === 'on' || state.status === 'starting';
  return (
    <div className="bay-camera">
      <video
        ref={videoRef}
        className="bay-camera__video"
        hidden={!live}
        muted
        playsInline
        aria-label="Camera view"
      />
      {state.status === 'starting' && <p className="bay-camera__note">{BAY_TEXT.cameraStarting}</p>}
      {state.status === 'on' && <p className="bay-camera__note">{BAY_TEXT.cameraOn}</p>}
      {state.status === 'failed' && (
        <p className="bay-camera__problem" role="alert">
          {state.message}
        </p>
      )}
      {live ? (
        <button type="button" className="button button--secondary bay-camera__button" onClick={stop}>
          {BAY_TEXT.stopCamera}
        </button>
      ) : (
        <button type="button" className="button bay-camera__button" onClick={() => void start()}>
          {BAY_TEXT.startCamera}
        </button>
      )}
    </div>
  );
}
