// The console's live roster (docs/classes.md#live): a WebSocket to the class's Durable Object,
// which sends the whole roster on connecting and then each member as they change. A dropped
// connection is opened again, sooner at first, and the roster it sends replaces what was shown.
import {
  classLivePath,
  liveMessageSchema,
  type ClassMember,
  type ClassRoster,
} from '@repo/contracts/classes';
import { useEffect, useState } from 'react';
import { serviceUrl } from '@/lib/api-client';

export type LiveStatus = 'connecting' | 'live' | 'reconnecting' | 'ended';

const MAX_RETRY_MS = 10_000;

function liveUrl(code: string): string {
  const url = new URL(serviceUrl(classLivePath(code)), window.location.href);
  url.protocol = url.protocol === 'https:' ? 'wss:' : 'ws:';
  return url.toString();
}

function withMember(roster: ClassRoster, member: ClassMember): ClassRoster {
  const others = roster.members.filter(({ learnerId }) => learnerId !== member.learnerId);
  const members = [...others, member].sort((a, b) => a.joinedAt.localeCompare(b.joinedAt));
  return { ...roster, members };
}

export function useClassLive(code: string, first: ClassRoster | undefined) {
  const [roster, setRoster] = useState(first);
  const [status, setStatus] = useState<LiveStatus>('connecting');

  useEffect(() => {
    if (!first) return;
    let socket: WebSocket | undefined;
    let retryMs = 1_000;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let stopped = false;
    const connect = () => {
      socket = new WebSocket(liveUrl(code));
      socket.addEventListener('open', () => {
        retryMs = 1_000;
        setStatus('live');
      });
      socket.addEventListener('message', (event) => {
        const parsed = liveMessageSchema.safeParse(JSON.parse(String(event.data)));
        if (!parsed.success) return;
        const message = parsed.data;
        if (message.type === 'roster') setRoster(message.roster);
        else if (message.type === 'member') {
          setRoster((current) => current && withMember(current, message.member));
        } else {
          stopped = true;
          setStatus('ended');
        }
      });
      socket.addEventListener('close', () => {
        if (stopped) return;
        setStatus('reconnecting');
        timer = setTimeout(connect, retryMs);
        retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
      });
    };
    connect();
    return () => {
      stopped = true;
      clearTimeout(timer);
      socket?.close();
    };
  }, [code, first]);

  return { roster: roster ?? first, status };
}
