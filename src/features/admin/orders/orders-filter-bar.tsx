import { useId } from 'react';
import { DateField } from '../../../components/date-field';
import {
  APPOINTMENT_TYPE_OPTIONS,
  EMPTY_FILTERS,
  LOCATION_OPTIONS,
  STATUS_FILTER_OPTIONS,
  WASH_TYPE_OPTIONS,
  type OrderFilters,
} from './orders-view';

function Select({
  label,
  value,
  options,
  onChange,
}: {
  label: string;
  value: string;
  options: readonly string[];
  onChange: (value: string) => void;
}) {
  const id = useId();
  // A label beside (not around) the select, so its accessible name is the label alone.
  return (
    <div className="admin-inline-field">
      <label htmlFor={id}>{label}</label>
      <select id={id} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">All</option>
        {options.map((o) => (
          <option key={o} value={o}>
            {o}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Search box and the filters of the Orders tab (a date alone is that day; with Until, a range). */
export function OrdersFilterBar({
  filters,
  onChange,
}: {
  filters: OrderFilters;
  onChange: (next: OrderFilters) => void;
}) {
  const searchId = useId();
  const set = <K extends keyof OrderFilters>(key: K, value: OrderFilters[K]) =>
    onChange({ ...filters, [key]: value });
  return (
    <div className="admin-filters" role="search" aria-label="Order filters">
      <div className="admin-inline-field admin-filters__search">
        <label htmlFor={searchId}>Search orders</label>
        <input
          id={searchId}
          type="search"
          value={filters.search}
          aria-describedby={`${searchId}-hint`}
          placeholder="ORDER-…, 1234, PBX1234, name@example.com"
          onChange={(e) => set('search', e.target.value)}
        />
        <span id={`${searchId}-hint`} className="admin-muted admin-filters__hint">
          Exact order ID, order code, number plate or e-mail, over every order.
        </span>
      </div>
      <Select
        label="Location"
        value={filters.location}
        options={LOCATION_OPTIONS}
        onChange={(v) => set('location', v)}
      />
      <label className="admin-inline-field">
        <span>Date</span>
        <DateField value={filters.date} onChange={(e) => set('date', e.target.value)} />
      </label>
      <label className="admin-inline-field">
        <span>Until</span>
        <DateField
          value={filters.until}
          min={filters.date || undefined}
          onChange={(e) => set('until', e.target.value)}
        />
      </label>
      <Select
        label="Wash type"
        value={filters.washType}
        options={WASH_TYPE_OPTIONS}
        onChange={(v) => set('washType', v)}
      />
      <Select
        label="Status"
        value={filters.status}
        options={STATUS_FILTER_OPTIONS}
        onChange={(v) => set('status', v as OrderFilters['status'])}
      />
      <Select
        label="Appointment type"
        value={filters.appointmentType}
        options={APPOINTMENT_TYPE_OPTIONS}
        onChange={(v) => set('appointmentType', v as OrderFilters['appointmentType'])}
      />
      <button type="button" className="link-button" onClick={() => onChange(EMPTY_FILTERS)}>
        Clear filters
      </button>
    </div>
  );
}
