// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { findPackageById, WASH_PACKAGES } from '../domain/catalogue';
import { PackageCard } from './package-card';
import { SurchargeBanner } from './surcharge-banner';

const comfort = findPackageById('comfort-wash')!;

describe('PackageCard', () => {
  it('colours each card through its package class (no style attribute; package-look.test.ts checks the CSS)', () => {
    for (const pkg of WASH_PACKAGES) {
      const { container, unmount } = render(<PackageCard pkg={pkg} onBook={() => {}} />);
      const card = container.querySelector('article')!;
      expect(card).toHaveClass(`package-card--${pkg.id}`);
      expect(card).not.toHaveAttribute('style');
      unmount();
    }
  });

  it('shows name, tagline, price and each feature with a text alternative for its tick', () => {
    render(<PackageCard pkg={comfort} onBook={() => {}} />);
    const card = screen.getByRole('article', { name: 'COMFORT WASH' });
    expect(within(card).getByText('EXTRA PROTECTION')).toBeInTheDocument();
    expect(within(card).getByText('$60')).toBeInTheDocument();
    const items = within(card)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual([
      'Included: Wipe-free foam',
      'Included: Spray foam',
      'Included: Under-chassis spray',
      'Included: Water wax',
      'Not included: Waterfall foam',
    ]);
  });

  it('calls onBook with the package from BOOK NOW', async () => {
    const onBook = vi.fn();
    render(<PackageCard pkg={comfort} onBook={onBook} />);
    await userEvent.click(screen.getByRole('button', { name: 'BOOK NOW' }));
    expect(onBook).toHaveBeenCalledWith(comfort);
  });

  it('renders BOOK NOW as a link when given bookTo', () => {
    render(
      <MemoryRouter>
        <PackageCard pkg={comfort} bookTo="/services?book=comfort-wash" />
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'BOOK NOW' })).toHaveAttribute(
      'href',
      '/services?book=comfort-wash',
    );
  });
});

describe('SurchargeBanner', () => {
  it('lists both vehicle surcharges and the card-only payment at the location', () => {
    render(<SurchargeBanner />);
    const banner = screen.getByRole('region', { name: 'Pricing and surcharges' });
    expect(banner).toHaveTextContent('+$10 for 4-door compact vans, standard SUVs and six-seaters or larger');
    expect(banner).toHaveTextContent('+$20 for a standard-size panel van');
    expect(banner).toHaveTextContent(/paid at the location.*card only/);
  });
});
