import { useEffect, useRef, useState } from 'react';
import { Link, useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import useSWRInfinite from 'swr/infinite';
import type { ClosetItemList } from '@fitrater/contracts';
import { Icon } from '../../../../components/icon';
import { itemsPageKey } from '../../../../lib/closet/closet-items';
import { filtersFrom, type FilterName } from '../../model/garment-filters';
import { AddGarmentsDialog } from './add-garments-dialog';
import { GarmentDetailDialog } from './garment-detail-dialog';
import { GarmentFilterBar } from './garment-filter-bar';
import { GarmentTile } from './garment-tile';
import './garments.css';

const PAGE_SIZE = 24;

/** The garments a member owns: filters with counts, an endless grid read page by page with the cursor, and each item's detail. */
export function GarmentsView() {
  const { t } = useTranslation('closet');
  const [params, setParams] = useSearchParams();
  const filters = filtersFrom(params);
  const [openId, setOpenId] = useState<string | null>(null);
  const [adding, setAdding] = useState(false);
  const pages = useSWRInfinite<ClosetItemList>(
    (index, previous: ClosetItemList | null) => (previous && !previous.nextCursor ? null : itemsPageKey(filters, previous?.nextCursor ?? null, PAGE_SIZE)),
    { revalidateFirstPage: true },
  );
  const items = (pages.data ?? []).flatMap((page) => page.items);
  const first = pages.data?.[0];
  const hasMore = Boolean(pages.data?.[pages.data.length - 1]?.nextCursor);
  const loadingMore = pages.isValidating && pages.size > (pages.data?.length ?? 0);
  const filtered = Object.keys(filters).length > 0;
  const sentinel = useRef<HTMLDivElement>(null);

  // The next page loads as the end of the grid comes into view; the button below does the same by hand.
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasMore || typeof IntersectionObserver !== 'function') return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((e) => e.isIntersecting) && !pages.isValidating) void pages.setSize((n) => n + 1);
    }, { rootMargin: '240px' });
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasMore, pages]);

  const setFilter = (name: FilterName, value: string | null) => {
    const next = new URLSearchParams(params);
    if (value) next.set(name, value);
    else next.delete(name);
    setParams(next, { replace: true });
  };

  return (
    <>
      <div className="closet__bar">
        <p className="muted">{first ? t('garments.count', { count: first.total }) : t('garments.intro')}</p>
        <button type="button" className="btn btn--primary btn--small" onClick={() => setAdding(true)}>
          <Icon name="camera" />{t('garments.add.open')}
        </button>
      </div>
      <GarmentFilterBar filters={filters} counts={first?.counts} onChange={setFilter} />

      {pages.error && !pages.data ? (
        <div className="card closet__empty"><p>{t('garments.loadFailed')}</p><button type="button" className="btn btn--secondary" onClick={() => void pages.mutate()}>{t('retry')}</button></div>
      ) : !pages.data ? (
        <ul className="garment-grid" aria-busy="true">{[0, 1, 2, 3].map((n) => <li key={n} className="card closet__skeleton" />)}</ul>
      ) : items.length === 0 ? (
        <div className="card closet__empty">
          <p>{filtered ? t('garments.noMatch') : t('garments.empty')}</p>
          {filtered ? (
            <button type="button" className="btn btn--secondary" onClick={() => setParams({ view: 'garments' }, { replace: true })}>{t('garments.filters.clear')}</button>
          ) : (
            <Link className="btn btn--primary" to="/home">{t('garments.rateToFill')}</Link>
          )}
        </div>
      ) : (
        <>
          <ul className="garment-grid" aria-label={t('garments.listLabel')}>
            {items.map((item) => <GarmentTile key={item.id} item={item} onOpen={() => setOpenId(item.id)} />)}
          </ul>
          <div ref={sentinel} />
          {hasMore && (
            <button type="button" className="btn btn--secondary btn--block" disabled={loadingMore} onClick={() => void pages.setSize(pages.size + 1)}>
              {loadingMore && <span className="spinner spinner--small" aria-hidden="true" />}{t('garments.more')}
            </button>
          )}
        </>
      )}

      <GarmentDetailDialog itemId={openId} onClose={() => setOpenId(null)} onChanged={() => void pages.mutate()} />
      <AddGarmentsDialog open={adding} onClose={() => setAdding(false)} onAdded={() => void pages.mutate()} />
    </>
  );
}
