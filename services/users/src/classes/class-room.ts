// A class's live state (docs/classes.md): one Durable Object per class, named by its code. It
// keeps its members in its own storage, answers the users service's calls over RPC, and holds
// the consoles' WebSockets (hibernatable), to which it sends each member as they change. Its
// alarm ends the class at its end time and tells the consoles when someone becomes stuck.
import { DurableObject } from 'cloudflare:workers';
import {
  CLASS_MAX_MEMBERS,
  displayNameKey,
  type ClassInfo,
  type ClassMember,
  type ClassRoster,
  type DrillEvent,
  type LiveMessage,
  type MemberReport,
  type StartedClassDrill,
} from '@repo/contracts/classes';
import type { UsersBindings } from '../env';
import {
  newMember,
  publicMember,
  stuckAt,
  withCheck,
  withDrill,
  withHand,
  withReport,
  type MemberRecord,
} from './class-member';
import {
  memberClassDrill,
  newClassDrill,
  publicClassDrill,
  withDrillEvent,
  type ClassDrillRecord,
} from './class-drill';
import { forgetClassRows } from './class-rows';

const INFO_KEY = 'class';
const DRILL_KEY = 'drill';
const memberKey = (hash: string) => `member:${hash}`;

export type JoinResult =
  { joined: ClassMember } | { refused: 'no-class' | 'taken' | 'already' | 'full' };

export class ClassRoom extends DurableObject<UsersBindings> {
  private info: ClassInfo | undefined;
  private classDrill: ClassDrillRecord | undefined;
  private members = new Map<string, MemberRecord>();
  private readonly loaded: Promise<void>;

  constructor(ctx: DurableObjectState, env: UsersBindings) {
    super(ctx, env);
    this.loaded = ctx.blockConcurrencyWhile(async () => {
      this.info = await ctx.storage.get<ClassInfo>(INFO_KEY);
      this.classDrill = await ctx.storage.get<ClassDrillRecord>(DRILL_KEY);
      const stored = await ctx.storage.list<MemberRecord>({ prefix: 'member:' });
      for (const member of stored.values()) this.members.set(member.hash, member);
    });
  }

  /** Makes the class: its name and end, and the alarm that ends it. */
  async open(info: ClassInfo): Promise<void> {
    await this.loaded;
    this.info = info;
    await this.ctx.storage.put(INFO_KEY, info);
    await this.scheduleAlarm();
  }

  async join(
    hash: string,
    learnerId: string,
    displayName: string,
    rejoinHash: string,
  ): Promise<JoinResult> {
    await this.loaded;
    if (!this.info) return { refused: 'no-class' };
    if (this.members.has(hash)) return { refused: 'already' };
    if (this.members.size >= CLASS_MAX_MEMBERS) return { refused: 'full' };
    const nameKey = displayNameKey(displayName);
    for (const member of this.members.values()) {
      if (member.nameKey === nameKey) return { refused: 'taken' };
    }
    const now = new Date().toISOString();
    const member = newMember(hash, learnerId, displayName, nameKey, rejoinHash, now);
    return { joined: await this.save(member) };
  }

  /**
   * A member from another browser: the new session takes the member over, and the old one
   * leaves the class. Answers the old session's hash, or undefined for an unknown code.
   */
  async rejoin(
    hash: string,
    rejoinHash: string,
  ): Promise<{ joined: ClassMember; left: string } | { refused: 'unknown' | 'already' }> {
    await this.loaded;
    if (this.members.has(hash)) return { refused: 'already' };
    const member = [...this.members.values()].find((each) => each.rejoinHash === rejoinHash);
    if (!member || !this.info) return { refused: 'unknown' };
    this.members.delete(member.hash);
    await this.ctx.storage.delete(memberKey(member.hash));
    const joined = await this.save({ ...member, hash, lastSeenAt: new Date().toISOString() });
    return { joined, left: member.hash };
  }

  async member(hash: string): Promise<ClassMember | undefined> {
    await this.loaded;
    const member = this.members.get(hash);
    return member && this.shown(member, Date.now());
  }

  report(hash: string, report: MemberReport) {
    return this.change(hash, (member, now) => withReport(member, report, now));
  }

  hand(hash: string, raised: boolean) {
    return this.change(hash, (member, now) => withHand(member, raised, now));
  }

  check(hash: string, passed: boolean) {
    return this.change(hash, (member, now) => withCheck(member, passed, now));
  }

  async drill(hash: string, event: DrillEvent) {
    await this.loaded;
    const before = this.classDrill;
    if (before && this.members.has(hash)) {
      this.classDrill = withDrillEvent(before, hash, event, new Date().toISOString());
      if (this.classDrill !== before) await this.ctx.storage.put(DRILL_KEY, this.classDrill);
    }
    const member = await this.change(hash, (record, now) => withDrill(record, event, now));
    if (this.classDrill !== before) this.broadcastRoster();
    return member;
  }

  /** The session of the member with this id, for the gateway to reset their lab. */
  async sessionOf(learnerId: string): Promise<string | undefined> {
    await this.loaded;
    for (const member of this.members.values()) {
      if (member.learnerId === learnerId) return member.hash;
    }
    return undefined;
  }

  /** The members' sessions, for the gateway to start a class drill in each. */
  async sessions(): Promise<string[]> {
    await this.loaded;
    return [...this.members.keys()];
  }

  /** The drill the gateway started in every member's session. */
  async startDrill(started: StartedClassDrill): Promise<boolean> {
    await this.loaded;
    if (!this.info || (this.classDrill && !this.classDrill.revealedAt)) return false;
    this.classDrill = newClassDrill(started);
    await this.ctx.storage.put(DRILL_KEY, this.classDrill);
    this.broadcastRoster();
    return true;
  }

  /** The running class drill, with each session's drill id, for the gateway to reveal it. */
  async runningDrill(): Promise<StartedClassDrill | undefined> {
    await this.loaded;
    return this.classDrill && !this.classDrill.revealedAt ? this.classDrill : undefined;
  }

  async revealDrill(): Promise<boolean> {
    await this.loaded;
    if (!this.classDrill || this.classDrill.revealedAt) return false;
    this.classDrill = { ...this.classDrill, revealedAt: new Date().toISOString() };
    await this.ctx.storage.put(DRILL_KEY, this.classDrill);
    this.broadcastRoster();
    return true;
  }

  async roster(): Promise<ClassRoster | undefined> {
    await this.loaded;
    if (!this.info) return undefined;
    const now = Date.now();
    const members = [...this.members.values()]
      .map((member) => this.shown(member, now))
      .sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
    const drill = this.classDrill ? publicClassDrill(this.classDrill) : null;
    return { ...this.info, members, drill };
  }

  /** A member whose session ended: nothing of them stays. */
  async forget(hash: string): Promise<void> {
    await this.loaded;
    if (!this.members.delete(hash)) return;
    await this.ctx.storage.delete(memberKey(hash));
  }

  /** Ends the class: the consoles are told, and everything of it is erased. */
  async end(): Promise<void> {
    await this.loaded;
    const code = this.info?.code;
    this.broadcast({ type: 'ended' });
    for (const socket of this.ctx.getWebSockets()) socket.close(1000, 'The class has ended');
    this.info = undefined;
    this.classDrill = undefined;
    this.members.clear();
    await this.ctx.storage.deleteAlarm();
    await this.ctx.storage.deleteAll();
    if (code) await forgetClassRows(this.env.USERS_DB, code);
  }

  /** The console's live feed: the roster at once, then each member as they change. */
  override async fetch(request: Request): Promise<Response> {
    const roster = await this.roster();
    if (!roster) return new Response('No such class', { status: 404 });
    if (request.headers.get('Upgrade')?.toLowerCase() !== 'websocket') {
      return new Response('This is a WebSocket', { status: 426 });
    }
    const { 0: client, 1: server } = new WebSocketPair();
    this.ctx.acceptWebSocket(server);
    server.send(JSON.stringify({ type: 'roster', roster } satisfies LiveMessage));
    return new Response(null, { status: 101, webSocket: client });
  }

  /** The console sends nothing the class acts on; a message is answered with the roster. */
  override async webSocketMessage(socket: WebSocket): Promise<void> {
    const roster = await this.roster();
    if (roster) socket.send(JSON.stringify({ type: 'roster', roster } satisfies LiveMessage));
  }

  /** A console that closed or failed: its socket is closed in turn (hibernation keeps no other). */
  override webSocketClose(socket: WebSocket): void {
    socket.close(1000, 'The console went away');
  }

  override webSocketError(socket: WebSocket): void {
    socket.close(1000, 'The console failed');
  }

  override async alarm(): Promise<void> {
    await this.loaded;
    if (!this.info) return;
    const now = Date.now();
    if (now >= Date.parse(this.info.endsAt)) return this.end();
    // Whoever became stuck on their step since the last alarm is shown as stuck.
    for (const member of this.members.values()) {
      const at = stuckAt(member);
      if (at !== undefined && at <= now && at > now - 60_000) {
        this.broadcast({ type: 'member', member: this.shown(member, now) });
      }
    }
    await this.scheduleAlarm();
  }

  private async change(
    hash: string,
    apply: (member: MemberRecord, now: string) => MemberRecord,
  ): Promise<ClassMember | undefined> {
    await this.loaded;
    const member = this.members.get(hash);
    if (!member || !this.info) return undefined;
    return this.save(apply(member, new Date().toISOString()));
  }

  private async save(member: MemberRecord): Promise<ClassMember> {
    this.members.set(member.hash, member);
    await this.ctx.storage.put(memberKey(member.hash), member);
    const shown = this.shown(member, Date.now());
    this.broadcast({ type: 'member', member: shown });
    await this.scheduleAlarm();
    return shown;
  }

  private shown(member: MemberRecord, now: number): ClassMember {
    return publicMember(member, now, memberClassDrill(this.classDrill, member.hash));
  }

  /** The whole roster to every console: a class drill changes every row. */
  private broadcastRoster(): void {
    void this.roster().then((roster) => {
      if (roster) this.broadcast({ type: 'roster', roster });
    });
  }

  private broadcast(message: LiveMessage): void {
    const text = JSON.stringify(message);
    for (const socket of this.ctx.getWebSockets()) {
      try {
        socket.send(text);
      } catch {
        // A console that has gone: its socket closes by itself.
      }
    }
  }

  /** The next alarm: the class's end, or sooner the moment someone becomes stuck by time. */
  private async scheduleAlarm(): Promise<void> {
    if (!this.info) return;
    const now = Date.now();
    let next = Date.parse(this.info.endsAt);
    for (const member of this.members.values()) {
      const at = stuckAt(member);
      if (at !== undefined && at > now && at < next) next = at;
    }
    const current = await this.ctx.storage.getAlarm();
    if (current !== next) await this.ctx.storage.setAlarm(next);
  }
}
