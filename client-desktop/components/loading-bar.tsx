// The navigation loading bar (spec §4): hidden → running (shown only when a navigation takes
// longer than 200 ms, creeping over 5 s) → finished or failed → hidden 500 ms later.
import { createContext, useContext, useEffect, useRef, useState } from 'react';
import { useNavigation } from 'react-router';
import { LOADING_BAR } from '../../shared/constants.ts';

export type LoadingState = 'hidden' | 'running' | 'finished' | 'failed';

/** Route error views call this so the bar ends red instead of green. */
export const LoadingFailureContext = createContext<() => void>(() => {});
export const useReportNavigationFailure = () => useContext(LoadingFailureContext);

export function useLoadingBar(): [LoadingState, () => void] {
  const navigation = useNavigation();
  const [state, setState] = useState<LoadingState>('hidden');
  const failedRef = useRef(false);
  const busy = navigation.state !== 'idle';

  useEffect(() => {
    if (busy) {
      failedRef.current = false;
      const throttle = setTimeout(() => setState('running'), LOADING_BAR.throttleMs);
      return () => clearTimeout(throttle);
    }
    setState((s) => (s === 'running' ? (failedRef.current ? 'failed' : 'finished') : s));
    return undefined;
  }, [busy]);

  useEffect(() => {
    if (state !== 'finished' && state !== 'failed') return undefined;
    const hide = setTimeout(() => setState('hidden'), LOADING_BAR.hideDelayMs);
    return () => clearTimeout(hide);
  }, [state]);

  const reportFailure = () => {
    failedRef.current = true;
    setState((s) => (s === 'running' ? 'failed' : s));
  };
  return [state, reportFailure];
}

export function LoadingBar({ state, label }: { state: LoadingState; label: string }) {
  return (
    <div
      className={`loading-bar loading-bar--${state}`}
      style={{ ['--loading-duration' as string]: `${LOADING_BAR.durationMs}ms` }}
      role="progressbar"
      aria-label={label}
      aria-hidden={state === 'hidden'}
      data-state={state}
    />
  );
}
