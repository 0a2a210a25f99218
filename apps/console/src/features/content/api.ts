import { api, opsPath } from '@/shared/api/client';
import type { Announcement, AnnouncementInput } from '@/shared/api/types';

export const contentApi = {
  announcements: (merchant: string, signal?: AbortSignal) => api.get<{ list: Announcement[] }>('/ops/announcements', { merchant }, signal),
  create: (merchant: string, body: AnnouncementInput) => api.post<Announcement>('/ops/announcements', body, { merchant }),
  update: (merchant: string, id: number, body: Partial<AnnouncementInput>) => api.patch<Announcement>(opsPath('/ops/announcements/:id', { id }), body, { merchant }),
  remove: (merchant: string, id: number) => api.del<unknown>(opsPath('/ops/announcements/:id', { id }), { merchant }),
};
