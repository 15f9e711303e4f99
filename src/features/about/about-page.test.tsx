// @vitest-environment jsdom
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { NO_SHOW_BLOCK_DAYS } from '../../domain/no-show';
import { AboutPage } from './about-page';

describe('AboutPage penalties', () => {
  it('publishes the temporary block for a missed free appointment with its length, from the one setting', () => {
    render(
      <MemoryRouter>
        <AboutPage />
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Penalties for missing free appointments' });
    expect(section).toHaveTextContent(
      'Missing a free appointment may lead to a temporary block from free appointments.',
    );
    expect(section).toHaveTextContent(`The block lasts ${NO_SHOW_BLOCK_DAYS} days.`);
    expect(section).toHaveTextContent('is not refunded if you miss it');
  });
});
