// The glucose display unit (a personal preference kept in this browser). Values stay mg/dL everywhere else.
import { useCallback, useSyncExternalStore } from 'react';

export type GlucoseUnit = 'mgdl' | 'mmol';

/** 1 mmol/L of glucose is 18.016 mg/dL (molar mass 180.16 g/mol). */
export const MGDL_PER_MMOL = 18.016;
const STORAGE_KEY = 'glucoseUnit';
const listeners = new Set<() => void>();

function read(): GlucoseUnit {
  try {
    return localStorage.getItem(STORAGE_KEY) === 'mmol' ? 'mmol' : 'mgdl';
  } catch {
    return 'mgdl';
  }
}

let current: GlucoseUnit = read();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    current = read();
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export function useGlucoseUnit(): [GlucoseUnit, (unit: GlucoseUnit) => void] {
  const unit = useSyncExternalStore(subscribe, () => current);
  const setUnit = useCallback((next: GlucoseUnit) => {
    current = next;
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Private mode: the choice holds for this visit.
    }
    for (const listener of listeners) listener();
  }, []);
  return [unit, setUnit];
}
