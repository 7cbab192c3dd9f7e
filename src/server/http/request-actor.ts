import type { SessionLookup } from '../db/with-user.ts';
import type { Actor } from '../lib/actor.ts';
import { unauthorized } from '../lib/errors.ts';

/**
 * Who a signed-in request acts for. A bearer token or a write's session cookie names them before
 * the route runs (http/require-user.ts). A read's session cookie, once its signature is found
 * good, is looked up in the statement that begins the request's first unit of work: the lookup
 * costs no round trip of its own (docs/decisions/040-per-request-cpu.md). What needs the actor
 * before any unit asks `resolve()`, which reads the session on its own as before.
 */
export class RequestActor {
  private actor: Actor | undefined;
  private resolving: Promise<Actor> | undefined;
  /** While the session is still to be read: the lookup a unit's `begin` makes. */
  private readonly lookup: SessionLookup | undefined;

  private constructor(
    private readonly billingEnabled: boolean,
    /** A session not read yet: its `from … where …`, and the read on its own (the user id, or null). */
    private readonly session?: { sessionFrom: string; readAlone(): Promise<string | null> },
  ) {
    this.lookup = session && { sessionFrom: session.sessionFrom, found: (userId) => this.learn(userId) };
  }

  /** Named before the route: a bearer token's user, or a write's session. */
  static known(userId: string, billingEnabled: boolean): RequestActor {
    const known = new RequestActor(billingEnabled);
    known.learn(userId);
    return known;
  }

  /** A session cookie with a good signature, its row not read yet. */
  static deferred(
    sessionFrom: string,
    billingEnabled: boolean,
    readAlone: () => Promise<string | null>,
  ): RequestActor {
    return new RequestActor(billingEnabled, { sessionFrom, readAlone });
  }

  /** The one place the actor is made: the user, and whether this instance bills. */
  private learn(userId: string): Actor {
    this.actor ??= { userId, billingEnabled: this.billingEnabled };
    return this.actor;
  }

  /** The actor, reading the session on its own if no unit has read it yet; 401 when there is none. */
  resolve(): Promise<Actor> {
    if (this.actor) return Promise.resolve(this.actor);
    const session = this.session as NonNullable<typeof this.session>;
    this.resolving ??= session.readAlone().then((userId) => {
      if (!userId) throw unauthorized();
      return this.learn(userId);
    });
    return this.resolving;
  }

  /** What a unit of work starts from: the actor when known, else the session to look up. */
  forUnit(): Actor | SessionLookup {
    return this.actor ?? (this.lookup as SessionLookup);
  }

  /** Whether the session has been read (in a unit or on its own) and found good. */
  get confirmed(): boolean {
    return this.actor !== undefined;
  }
}
