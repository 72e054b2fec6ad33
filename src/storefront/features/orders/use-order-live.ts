/**
 * Keeps one order current while its page is open: its server-sent events (a stream ticket in the
 * URL, since an EventSource sends no header) refresh it on every move; when the stream cannot be
 * opened or breaks, the order is polled every 5 seconds and the stream tried again after 30.
 * The stream resumes from the newest event the page has seen (`lastEventId`). A courier event
 * (assigned, moved) also refreshes the courier's answer, so the order's map follows them.
 */
import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { API_BASE } from '#storefront/lib/api-client.ts';
import { useShownAgain } from '#storefront/lib/outside-page.ts';
import { useStreamTicket } from './api/orders.ts';
import { ordersKeys } from './api/query-keys.ts';

export const POLL_MS = 5_000;
const RETRY_STREAM_MS = 30_000;
const EVENT_TYPES = ['status', 'courier', 'position', 'payment'] as const;

export type LiveMode = 'connecting' | 'live' | 'polling' | 'off';

export function useOrderLive(orderId: string, lastEventId: number | null, enabled: boolean): LiveMode {
  const client = useQueryClient();
  const ticket = useStreamTicket();
  const [mode, setMode] = useState<LiveMode>('connecting');
  const seen = useRef<number | null>(lastEventId);
  useEffect(() => {
    if (lastEventId !== null && (seen.current === null || lastEventId > seen.current)) seen.current = lastEventId;
  }, [lastEventId]);

  // Back from a page outside the app (a provider's, opened from the mini app): what happened there may not have reached the stream yet.
  useShownAgain(() => {
    if (enabled) void client.invalidateQueries({ queryKey: ordersKeys.one(orderId) });
  });

  useEffect(() => {
    if (!enabled) return;
    let stopped = false;
    let source: EventSource | null = null;
    let poll: ReturnType<typeof setInterval> | null = null;
    let retry: ReturnType<typeof setTimeout> | null = null;
    const refresh = () => void client.invalidateQueries({ queryKey: ordersKeys.one(orderId) });
    // A courier who moved or changed status: their answer (the order's map shows it) is stale too.
    const refreshCourier = () => void client.invalidateQueries({ queryKey: ordersKeys.couriers });

    const startPolling = () => {
      if (stopped) return;
      setMode('polling');
      poll ??= setInterval(refresh, POLL_MS);
      retry ??= setTimeout(() => {
        retry = null;
        void open();
      }, RETRY_STREAM_MS);
    };
    const open = async () => {
      if (stopped || typeof EventSource === 'undefined') return startPolling();
      try {
        const { ticket: value } = await ticket();
        if (stopped) return;
        const query = new URLSearchParams({ ticket: value });
        if (seen.current !== null) query.set('lastEventId', String(seen.current));
        source = new EventSource(`${API_BASE}/orders/v1/orders/${encodeURIComponent(orderId)}/events?${query}`);
        source.onopen = () => {
          setMode('live');
          if (poll) clearInterval(poll);
          poll = null;
        };
        for (const type of EVENT_TYPES) {
          source.addEventListener(type, (event) => {
            const id = Number((event as MessageEvent).lastEventId);
            if (Number.isFinite(id) && id > 0) seen.current = id;
            refresh();
            if (type === 'courier' || type === 'position') refreshCourier();
          });
        }
        source.onerror = () => {
          source?.close();
          source = null;
          startPolling();
        };
      } catch {
        startPolling();
      }
    };
    void open();
    return () => {
      stopped = true;
      source?.close();
      if (poll) clearInterval(poll);
      if (retry) clearTimeout(retry);
    };
  }, [orderId, enabled, client, ticket]);

  return enabled ? mode : 'off';
}
