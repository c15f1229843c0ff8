import { createContext, useContext, type ReactNode } from 'react';
import { notification } from 'antd';
import { BODY_TEXT } from '@ledgerline/plain-ui';

/** antd's notification API, bound to the host's place in the tree (theme, locale). */
export type ToastApi = ReturnType<typeof notification.useNotification>[0];

/** Where toasts open, how many show and for how long: antd's notification config. */
export type ToastConfig = Parameters<typeof notification.useNotification>[0];

const ToastContext = createContext<ToastApi | null>(null);

/**
 * Hosts the toasts and sets the text style (colour, size, line height, font) for everything below
 * it. This is what antd's <App> did for us, minus its message and modal hosts: <App> imports the
 * modal's code, which then loaded before every first screen although no screen opens a modal
 * before the user acts (issue 13 §4, the 250 KB budget). Toasts are the only one of the three
 * the app uses.
 */
export function ToastHost({ config, children }: { config?: ToastConfig; children: ReactNode }) {
  const [api, holder] = notification.useNotification(config);
  return (
    <ToastContext value={api}>
      <div style={BODY_TEXT}>
        {holder}
        {children}
      </div>
    </ToastContext>
  );
}

/** The toast API of the nearest ToastHost. */
export function useToastApi(): ToastApi {
  const api = useContext(ToastContext);
  if (api === null) throw new Error('useToastApi() was called outside <ToastHost>. Render this screen inside the shell.');
  return api;
}
