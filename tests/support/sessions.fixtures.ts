// Shared by the sessions, blocks and requests rules tests.
import { ACTORS, type Actor } from './actors.fixtures';

export type Table = Record<Actor, boolean>;
export const only = (...actors: Actor[]): Table =>
  Object.fromEntries(ACTORS.map((a) => [a, actors.includes(a)])) as Table;
