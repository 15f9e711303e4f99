// @vitest-environment jsdom
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { useAuthState, whenAuthResolved } from '../../lib/auth-user';
import { readPhoneVerified } from '../../lib/data/public-profile';
import { prefetchWhenIdle } from '../../lib/route-prefetch';
import { WASH_PACKAGES } from '../../domain/catalogue';
import { ServicesPage } from './services-page';
import { signedInAs } from '../../test-support/shared.mocks';

vi.mock('../../lib/auth-user', () => ({ useAuthState: vi.fn(), whenAuthResolved: vi.fn() }));
vi.mock('../../lib/data/public-profile', () => ({ readPhoneVerified: vi.fn() }));
vi.mock('../../lib/route-prefetch', () => ({ prefetchWhenIdle: vi.fn() }));

const authState = vi.mocked(useAuthState);
const resolved = vi.mocked(whenAuthResolved);
const phoneVerified = vi.mocked(readPhoneVerified);

const signedIn = signedInAs({
  uid: 'alice-uid',
  email: 'alice@demo.test',
  displayName: 'Alice',
  phoneNumber: '+18681234567',
});

/** Shows where the router went and the navigation state it carried. */
function Landing() {
  const location = useLocation();
  return (
    <div>
      <h1>Landed on {location.pathname}</h1>
      <pre data-testid="state">{JSON.stringify(location.state)}</pre>
    </div>
  );
}

function renderServices(initialEntry = '/services') {
  const router = createMemoryRouter(
    [
      { path: '/services', element: <ServicesPage /> },
      { path: '*', element: <Landing /> },
    ],
    { initialEntries: [initialEntry] },
  );
  render(<RouterProvider router={router} />);
  return router;
}

async function openServiceType(packageName = 'BASIC WASH') {
  const user = userEvent.setup();
  renderServices();
  const card = screen.getByRole('article', { name: packageName });
  await user.click(within(card).getByRole('button', { name: 'BOOK NOW' }));
  return { user, dialog: screen.getByRole('dialog', { name: 'Choose Service Type' }) };
}

/** Opens the service type dialog of a package and chooses Appointment; answers the user and the dialog. */
async function chooseAppointment(packageName = 'BASIC WASH') {
  const { user, dialog } = await openServiceType(packageName);
  await user.click(within(dialog).getByRole('button', { name: 'Appointment' }));
  return { user, dialog };
}

/** A customer without a verified phone chooses Appointment; answers the user and the verification dialog. */
async function chooseAppointmentUnverified() {
  authState.mockReturnValue(signedIn);
  phoneVerified.mockResolvedValue(false);
  const { user } = await chooseAppointment();
  return { user, verify: await screen.findByRole('dialog', { name: 'Phone Verification Required' }) };
}

const landedState = () => JSON.parse(screen.getByTestId('state').textContent ?? 'null') as unknown;

describe('booking entry on the services page', () => {
  it('starts loading the booking page only once a package is chosen', async () => {
    authState.mockReturnValue(signedIn);
    vi.mocked(prefetchWhenIdle).mockClear();
    renderServices();
    expect(prefetchWhenIdle).not.toHaveBeenCalled();
    const card = screen.getByRole('article', { name: 'BASIC WASH' });
    await userEvent.setup().click(within(card).getByRole('button', { name: 'BOOK NOW' }));
    expect(prefetchWhenIdle).toHaveBeenCalledWith('appointment');
  });

  beforeEach(() => {
    vi.resetAllMocks();
    authState.mockReturnValue({ status: 'signed-out' });
  });

  it("shows every package (the spec's three) with BOOK NOW and the Additional Services box", () => {
    renderServices();
    expect(screen.getAllByRole('button', { name: 'BOOK NOW' })).toHaveLength(WASH_PACKAGES.length);
    const extras = screen.getByRole('region', { name: 'Additional Services' });
    expect(extras).toHaveTextContent('VacuumFree');
    expect(extras).toHaveTextContent('Door WipeFree');
  });

  describe('service-type modal', () => {
    it('offers Appointment, and Drive In disabled with the label Wait in line', async () => {
      const { dialog } = await openServiceType();
      expect(within(dialog).getByRole('button', { name: 'Appointment' })).toBeEnabled();
      const driveIn = within(dialog).getByRole('button', { name: 'Drive In' });
      expect(driveIn).toBeDisabled();
      expect(driveIn).toHaveAccessibleDescription('Wait in line');
    });

    it('closes on Cancel', async () => {
      const { user, dialog } = await openServiceType();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('opens for the package named in ?book= (home page BOOK NOW) and drops the parameter', async () => {
      const router = renderServices('/services?book=premium-wash');
      expect(await screen.findByRole('dialog', { name: 'Choose Service Type' })).toHaveAccessibleDescription(
        /PREMIUM WASH \(\$75\)/,
      );
      expect(router.state.location.search).toBe('');
    });

    it('ignores an unknown package in ?book=', () => {
      renderServices('/services?book=nope');
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });
  });

  describe('choosing Appointment', () => {
    it("sends a visitor to /auth with redirectPath back to this package's booking (issue 46)", async () => {
      await chooseAppointment();
      expect(await screen.findByRole('heading', { name: 'Landed on /auth' })).toBeInTheDocument();
      // Was '/services': the package was forgotten after sign-up.
      expect(landedState()).toEqual({ redirectPath: expect.stringMatching(/^\/services\?book=[a-z-]+$/) });
      expect(phoneVerified).not.toHaveBeenCalled();
    });

    it('waits for the auth state to resolve before deciding', async () => {
      authState.mockReturnValue({ status: 'loading' });
      resolved.mockResolvedValue({ status: 'signed-out' });
      await chooseAppointment();
      expect(await screen.findByRole('heading', { name: 'Landed on /auth' })).toBeInTheDocument();
    });

    it('shows Phone Verification Required to a customer whose phone is not verified', async () => {
      const { user, verify } = await chooseAppointmentUnverified();
      expect(phoneVerified).toHaveBeenCalledWith('alice-uid');
      expect(screen.queryByRole('dialog', { name: 'Choose Service Type' })).not.toBeInTheDocument();
      expect(within(verify).getByRole('button', { name: 'Cancel' })).toBeInTheDocument();
      await user.click(within(verify).getByRole('button', { name: 'Go to Account' }));
      expect(await screen.findByRole('heading', { name: 'Landed on /account' })).toBeInTheDocument();
    });

    it('closes Phone Verification Required on Cancel', async () => {
      const { user, verify } = await chooseAppointmentUnverified();
      await user.click(within(verify).getByRole('button', { name: 'Cancel' }));
      expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    });

    it('takes a verified customer to /appointment with the service data and fromServices', async () => {
      authState.mockReturnValue(signedIn);
      phoneVerified.mockResolvedValue(true);
      await chooseAppointment('COMFORT WASH');
      expect(await screen.findByRole('heading', { name: 'Landed on /appointment' })).toBeInTheDocument();
      expect(landedState()).toEqual({
        serviceData: { name: 'COMFORT WASH', price: '60', description: 'EXTRA PROTECTION' },
        fromServices: true,
      });
    });

    it('shows an error and stays when the profile cannot be read', async () => {
      authState.mockReturnValue(signedIn);
      phoneVerified.mockRejectedValue(new Error('offline'));
      const { dialog } = await chooseAppointment();
      expect(await within(dialog).findByRole('alert')).toHaveTextContent(
        'Error checking contact information. Please try again.',
      );
      expect(within(dialog).getByRole('button', { name: 'Appointment' })).toBeEnabled();
    });
  });
});
