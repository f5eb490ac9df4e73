import { opWithoutHealthData, withoutHealthData } from './athlete-view';
import { firstInitialOf } from './display-names';
import type { SessionOp } from './ops';
import type { SessionState } from './state';

/*
 * What the gym TV may know of the session it shows (issue 31). A TV is a shared screen that
 * nobody signs in to: it gets no one's health data (injuries, readiness scores, lifestyle and
 * other coaching flags, notes), as an athlete's phone does not, and a client who chose to appear
 * by their initials reaches it with their first name cut to its initial, so the name is not in
 * the TV's memory either. It keeps bodyweights: the relative-strength board ranks by them, and
 * shows only the score. The server sends screens the state through `screenStateView` and every
 * op through `screenOpView`; the property test in screen-view.property.test.ts holds applying
 * the viewed ops to the viewed state to the view of the full state.
 */

/** A client as the TV may name them: by initial when they chose not to show their name. */
function tvNamed<T extends { firstName: string; tvInitials?: true }>(client: T): T {
  return client.tvInitials ? { ...client, firstName: firstInitialOf(client.firstName) } : client;
}

/** The session as the gym TV may see it. */
export function screenStateView(state: SessionState): SessionState {
  const seen = withoutHealthData(state, null);
  return {
    ...seen,
    clients: seen.clients.map(tvNamed),
    availableClients: seen.availableClients.map(tvNamed),
  };
}

/** An op as the gym TV receives it. */
export function screenOpView(op: SessionOp): SessionOp {
  const seen = opWithoutHealthData(op, null);
  switch (seen.type) {
    case 'clients:add': {
      const { clients } = seen.payload;
      if (!clients?.some((c) => c.tvInitials)) return seen;
      return { ...seen, payload: { ...seen.payload, clients: clients.map(tvNamed) } };
    }
    case 'client:add': {
      const { client } = seen.payload;
      if (!client?.tvInitials) return seen;
      return { ...seen, payload: { ...seen.payload, client: tvNamed(client) } };
    }
    case 'client:profile': {
      const { tvInitials, firstName } = seen.payload;
      if (!tvInitials) return seen;
      return { ...seen, payload: { ...seen.payload, firstName: firstInitialOf(firstName) } };
    }
    default:
      return seen;
  }
}
