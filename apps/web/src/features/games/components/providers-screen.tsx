import { useSearchParams } from 'react-router';
import { ProvidersView } from './providers-view';
import './games.css';

/** /m/providers (query vassalage): every vendor by category, the named one marked. */
export function ProvidersScreen() {
  const [params] = useSearchParams();
  return (
    <div className="games-page state-card state-card--screen">
      <ProvidersView vassalage={params.get('vassalage') ?? undefined} />
    </div>
  );
}
