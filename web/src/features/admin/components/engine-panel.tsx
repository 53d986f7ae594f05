import useSWR from 'swr';
import { useTranslation } from 'react-i18next';
import { ENGINE_CAPABILITIES, ENGINE_FALLBACK_REASONS } from '@fitrater/contracts/values';
import { ENGINE_KEY, type EngineStatusReply } from '../api/admin.api';
import { pollEvery } from '../../../lib/http';

/** The AI engine: which one answers, what each configured model accepted when probed, and how often the built-in engine stood in. */
export function EnginePanel() {
  const { t } = useTranslation('admin');
  const engine = useSWR<EngineStatusReply>(ENGINE_KEY, pollEvery(10_000));
  const status = engine.data;
  const count = (capability: string, reason: string) =>
    status?.fallbacks.find((f) => f.capability === capability && f.reason === reason)?.count ?? 0;

  return (
    <section className="card admin__section" aria-labelledby="engine-title">
      <h2 id="engine-title">{t('engine.title')}</h2>
      {!status ? <span className="spinner spinner--small" /> : (
        <>
          <p data-engine-provider={status.provider}>
            {t(`engine.provider.${status.provider}`)}
            {status.provider === 'openai' && (
              <>
                {' · '}{t(`engine.onFailure.${status.onFailure}`)}
                {' · '}{t('engine.blend', { builtIn: Math.round(status.blendWeight * 100), model: Math.round((1 - status.blendWeight) * 100) })}
              </>
            )}
          </p>
          {status.models.length > 0 && (
            <ul className="admin__engine-models">
              {status.models.map((m) => (
                <li key={m.capability} data-capability={m.capability}>
                  <strong>{t(`engine.capabilities.${m.capability}`)}</strong>{' '}<code dir="ltr">{m.model}</code>
                  <div className="muted">
                    {!m.probe ? t('engine.notProbed') : !m.probe.reachable ? t('engine.unreachable') : (
                      <>
                        {t(`engine.format.${m.probe.answerFormat}`)}
                        {' · '}{t('engine.accepts')} <span dir="ltr">{m.probe.accepts.join(', ') || '-'}</span>
                        {m.probe.firstTokenMs !== null && <>{' · '}{t('engine.firstToken', { ms: m.probe.firstTokenMs })}</>}
                      </>
                    )}
                  </div>
                </li>
              ))}
            </ul>
          )}
          <h3>{t('engine.fallbacks')}</h3>
          <div className="admin__table-wrap">
            <table className="admin__table admin__table--engine" data-testid="engine-fallbacks">
              <thead>
                <tr>
                  <th scope="col">{t('engine.reason')}</th>
                  {ENGINE_CAPABILITIES.map((c) => <th key={c} scope="col">{t(`engine.capabilities.${c}`)}</th>)}
                </tr>
              </thead>
              <tbody>
                {ENGINE_FALLBACK_REASONS.map((reason) => (
                  <tr key={reason} data-reason={reason}>
                    <th scope="row">{t(`engine.reasons.${reason}`)}</th>
                    {ENGINE_CAPABILITIES.map((c) => <td key={c} data-capability={c}>{count(c, reason)}</td>)}
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}
