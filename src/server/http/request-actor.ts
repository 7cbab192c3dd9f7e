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

  private constructor(
    known: Actor | undefined,
    private readonly deferred?: {
      lookup: SessionLookup;
      /** The session read on its own: its user id, or null when there is none to use. */
      readAlone(): Promise<string | null>;
    },
  ) {
    this.actor = known;
  }

  static known(actor: Actor): RequestActor {
    return new RequestActor(actor);
  }

  /** A session cookie with a good signature, its row not read yet. */
  static deferred(
    sessionFrom: string,
    billingEnabled: boolean,
    readAlone: () => Promise<string | null>,
  ): RequestActor {
    const lookup: SessionLookup = { sessionFrom, billingEnabled, found: (actor) => self.learn(actor) };
    const self = new RequestActor(undefined, { lookup, readAlone });
    return self;
  }

  private learn(actor: Actor) {
    this.actor ??= actor;
  }

  /** The actor, reading the session on its own if no unit has read it yet; 401 when there is none. */
  resolve(): Promise<Actor> {
    if (this.actor) return Promise.resolve(this.actor);
    const deferred = this.deferred;
    if (!deferred) throw new Error('A request actor is either known or deferred');
    this.resolving ??= deferred.readAlone().then((userId) => {
      if (!userId) throw unauthorized();
      this.learn({ userId, billingEnabled: deferred.lookup.billingEnabled });
      return this.actor as Actor;
    });
    return this.resolving;
  }

  /** What a unit of work starts from: the actor when known, else the session to look up. */
  forUnit(): Actor | SessionLookup {
    return this.actor ?? (this.deferred as NonNullable<typeof this.deferred>).lookup;
  }

  /** Whether the session has been read (in a unit or on its own) and found good. */
  get confirmed(): boolean {
    return this.actor !== undefined;
  }
}
