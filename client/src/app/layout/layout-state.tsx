// Sidebar state of the signed-in shell: collapsed to the mini width, hover-expanded while collapsed, and
// the temporary drawer on small screens; and whether the customizer drawer is open.
import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

interface LayoutState {
  isCollapsed: boolean;
  isHovered: boolean;
  isMobileOpen: boolean;
  isCustomizerOpen: boolean;
  toggleCollapsed: () => void;
  setHovered: (hovered: boolean) => void;
  toggleMobile: () => void;
  closeMobile: () => void;
  setCustomizerOpen: (open: boolean) => void;
}

const LayoutStateContext = createContext<LayoutState | null>(null);

export function LayoutStateProvider({ children }: { children: ReactNode }) {
  const [isCollapsed, setCollapsed] = useState(false);
  const [isHovered, setHovered] = useState(false);
  const [isMobileOpen, setMobileOpen] = useState(false);
  const [isCustomizerOpen, setCustomizerOpen] = useState(false);

  const toggleCollapsed = useCallback(() => {
    setCollapsed((current) => !current);
    setHovered(false);
  }, []);
  const toggleMobile = useCallback(() => {
    setMobileOpen((current) => !current);
  }, []);
  const closeMobile = useCallback(() => {
    setMobileOpen(false);
  }, []);

  const value = useMemo(
    () => ({
      isCollapsed,
      isHovered,
      isMobileOpen,
      isCustomizerOpen,
      toggleCollapsed,
      setHovered,
      toggleMobile,
      closeMobile,
      setCustomizerOpen,
    }),
    [isCollapsed, isHovered, isMobileOpen, isCustomizerOpen, toggleCollapsed, toggleMobile, closeMobile],
  );
  return <LayoutStateContext.Provider value={value}>{children}</LayoutStateContext.Provider>;
}

export function useLayoutState(): LayoutState {
  const value = useContext(LayoutStateContext);
  if (!value) throw new Error('useLayoutState must be used inside <LayoutStateProvider>');
  return value;
}
