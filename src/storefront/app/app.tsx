import { BrowserRouter } from 'react-router';
import { Providers, type ProvidersProps } from './providers.tsx';
import { AppRoutes } from './router.tsx';

/** The storefront of a resolved brand. */
export function App(props: Omit<ProvidersProps, 'children'>) {
  return (
    <Providers {...props}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </Providers>
  );
}
