import { useState } from 'react';
import type { PlanTypeView } from '../../../contracts/plan-api';
import { formatMoney } from '../../../domain/pricing';
import { AdminTable } from '../shared/admin-table';
import { PlanTypeEditor } from './plan-type-editor';

const yesNo = (value: boolean) => (value ? 'Yes' : 'No');

/** The catalogue read-only (view-only admins), one row per plan. */
function CatalogueTable({ planTypes }: { planTypes: PlanTypeView[] }) {
  const columns = ['Name', 'Package', 'Washes', 'Days', 'Price', 'Special fee', 'A day', 'On sale'];
  return (
    <AdminTable label="Plan catalogue" cards columns={columns}>
      {planTypes.map((t) => (
        <tr key={t.id}>
          <td data-label="Name">{t.name}</td>
          <td data-label="Package">{t.serviceName}</td>
          <td data-label="Washes">{t.washes}</td>
          <td data-label="Days">{t.validityDays}</td>
          <td data-label="Price">{formatMoney(t.priceValue)}</td>
          <td data-label="Special fee">{yesNo(t.includesSpecialFee)}</td>
          <td data-label="A day">{t.perDayCap}</td>
          <td data-label="On sale">{yesNo(t.onSale)}</td>
        </tr>
      ))}
    </AdminTable>
  );
}

/**
 * The plans on sale and off: an editor per plan and "Add a plan" for full admins, the read-only table for view-only
 * admins. Prices changed here apply to terms bought afterwards (a bought term keeps what was paid).
 */
export function PlanCatalogue({
  planTypes,
  viewOnly,
  onSaved,
}: {
  planTypes: PlanTypeView[];
  viewOnly: boolean;
  onSaved: (message: string) => void;
}) {
  const [adding, setAdding] = useState(false);
  return (
    <section className="admin-plans__catalogue" aria-labelledby="admin-plan-catalogue-title">
      <h3 id="admin-plan-catalogue-title">Catalogue</h3>
      {viewOnly ? (
        <CatalogueTable planTypes={planTypes} />
      ) : (
        <>
          {planTypes.map((t) => (
            <PlanTypeEditor
              key={`${t.id}-${t.priceValue}-${String(t.onSale)}`}
              planType={t}
              onSaved={onSaved}
            />
          ))}
          {adding ? (
            <PlanTypeEditor
              planType={null}
              onSaved={(message) => {
                setAdding(false);
                onSaved(message);
              }}
            />
          ) : (
            <button type="button" className="button button--secondary" onClick={() => setAdding(true)}>
              Add a plan
            </button>
          )}
        </>
      )}
    </section>
  );
}
