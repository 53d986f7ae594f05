import { useTranslation } from 'react-i18next';
import { Icon } from '../../../components/icon';
import { useOnline } from '../hooks/use-online';
import './install-prompt.css';

export function OfflineIndicator() {
  const { t } = useTranslation('install');
  const online = useOnline();
  if (online) return null;
  return (
    <div className="offline-indicator" role="status">
      <Icon name="wifiOff" />
      {t('offline')}
    </div>
  );
}
