import { useId, useState, type FormEvent } from 'react';
import type { PlanTypeView } from '../../../contracts/plan-api';
import { WASH_PACKAGES } from '../../../domain/catalogue';
import { PLAN_LIMITS, type PlanType } from '../../../domain/plans';
import { savePlanType } from '../../../lib/data/plan-calls';
import { AdminInput } from '../shared/admin-input';

/** The editor's fields as typed (numbers as text until saved). */
interface Draft {
  id: string;
  name: string;
  serviceId: string;
  washes: string;
  validityDays: string;
  priceValue: string;
  includesSpecialFee: boolean;
  perDayCap: string;
  onSale: boolean;
}

export const draftOf = (type: PlanType): Draft => ({
  ...type,
  washes: String(type.washes),
  validityDays: String(type.validityDays),
  priceValue: String(type.priceValue),
  perDayCap: String(type.perDayCap),
});

export const NEW_PLAN_DRAFT: Draft = {
  id: '',
  name: '',
  serviceId: WASH_PACKAGES[0].id,
  washes: '5',
  validityDays: '30',
  priceValue: '',
  includesSpecialFee: false,
  perDayCap: '1',
  onSale: false,
};

const slug = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 40);

function whole(label: string, raw: string, min: number, max: number): number | string {
  const value = Number(raw);
  return Number.isInteger(value) && value >= min && value <= max
    ? value
    : `${label} must be a whole number from ${min} to ${max}.`;
}

/** The plan type the draft saves, or the sentence saying what to fix (the server checks the same limits). */
export function planTypeOf(draft: Draft): PlanType | string {
  const name = draft.name.trim();
  if (name === '' || name.length > PLAN_LIMITS.maxNameLength)
    return `Name: 1 to ${PLAN_LIMITS.maxNameLength} characters.`;
  const washes = whole('Washes', draft.washes, 1, PLAN_LIMITS.maxWashes);
  const validityDays = whole('Validity days', draft.validityDays, 1, PLAN_LIMITS.maxValidityDays);
  const perDayCap = whole('Washes a day', draft.perDayCap, 1, PLAN_LIMITS.maxPerDayCap);
  const price = Number(draft.priceValue);
  const priceValue =
    draft.priceValue.trim() !== '' &&
    Number.isFinite(price) &&
    price > 0 &&
    price <= PLAN_LIMITS.maxPriceValue
      ? Math.round(price * 100) / 100
      : `Price must be more than $0 and at most $${PLAN_LIMITS.maxPriceValue}.`;
  for (const v of [washes, validityDays, perDayCap, priceValue]) if (typeof v === 'string') return v;
  const id = draft.id || slug(name);
  if (!/^[a-z0-9-]{2,40}$/.test(id)) return 'Name must contain letters or digits.';
  return {
    id,
    name,
    serviceId: draft.serviceId,
    washes: washes as number,
    validityDays: validityDays as number,
    priceValue: priceValue as number,
    includesSpecialFee: draft.includesSpecialFee,
    perDayCap: perDayCap as number,
    onSale: draft.onSale,
  };
}

type Setter = <K extends keyof Draft>(key: K) => (value: Draft[K]) => void;

/** The editor's fields: name, package, washes, days, price, washes a day, special fee included, on sale. */
function PlanTypeFields({ draft, set }: { draft: Draft; set: Setter }) {
  const id = useId();
  return (
    <div className="admin-plan-editor__grid">
      <AdminInput
        label="Name"
        value={draft.name}
        maxLength={PLAN_LIMITS.maxNameLength}
        onChange={set('name')}
      />
      <div className="admin-field">
        <label htmlFor={`${id}-package`}>Package</label>
        <select
          id={`${id}-package`}
          value={draft.serviceId}
          onChange={(e) => set('serviceId')(e.target.value)}
        >
          {WASH_PACKAGES.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      <AdminInput label="Washes" inputMode="numeric" value={draft.washes} onChange={set('washes')} />
      <AdminInput
        label="Validity days"
        inputMode="numeric"
        value={draft.validityDays}
        onChange={set('validityDays')}
      />
      <AdminInput
        label="Price (TTD)"
        inputMode="decimal"
        value={draft.priceValue}
        onChange={set('priceValue')}
      />
      <AdminInput
        label="Washes a day"
        inputMode="numeric"
        value={draft.perDayCap}
        onChange={set('perDayCap')}
      />
      <label className="admin-check">
        <input
          type="checkbox"
          checked={draft.includesSpecialFee}
          onChange={(e) => set('includesSpecialFee')(e.target.checked)}
        />{' '}
        Special appointment fee included
      </label>
      <label className="admin-check">
        <input type="checkbox" checked={draft.onSale} onChange={(e) => set('onSale')(e.target.checked)} /> On
        sale
      </label>
    </div>
  );
}

/** One plan of the catalogue as a form (full admins): save creates or edits it on the server (audited there). */
export function PlanTypeEditor({
  planType,
  onSaved,
}: {
  planType: PlanTypeView | null;
  onSaved: (message: string) => void;
}) {
  const [draft, setDraft] = useState<Draft>(planType ? draftOf(planType) : NEW_PLAN_DRAFT);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const set =
    <K extends keyof Draft>(key: K) =>
    (value: Draft[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  const title = planType ? `Edit ${planType.name}` : 'New plan';

  async function save(event: FormEvent) {
    event.preventDefault();
    const type = planTypeOf(draft);
    if (typeof type === 'string') return setProblem(type);
    setProblem(null);
    setBusy(true);
    const result = await savePlanType(type);
    setBusy(false);
    if (result.status === 'refused') return setProblem(result.message);
    onSaved(`${type.name} saved.`);
  }

  return (
    <form className="admin-plan-editor" onSubmit={(e) => void save(e)} noValidate aria-label={title}>
      <h4>{title}</h4>
      <PlanTypeFields draft={draft} set={set} />
      {problem && (
        <p className="form-error" role="alert">
          {problem}
        </p>
      )}
      <button type="submit" className="button" disabled={busy}>
        {planType ? `Save ${planType.name}` : 'Add plan'}
      </button>
    </form>
  );
}
