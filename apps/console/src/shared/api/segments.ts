import { queryOptions, useMutation, useQueryClient } from '@tanstack/react-query';
import type { EndpointBody, EndpointResult } from '@lobby/contract/endpoints';
import { api, endpoints } from '@/shared/api/client';

export type Segment = EndpointResult<typeof endpoints.segments>['list'][number];
export type SegmentBody = EndpointBody<typeof endpoints.createSegment>;
export type SegmentRules = SegmentBody['rules'];

export const segmentsKey = (merchant: string) => ['ops', 'segments', merchant] as const;

/** The brand's segments with the number of players in each now (counted when asked). */
export function getSegments(merchant: string, signal?: AbortSignal) {
  return api.call(endpoints.segments, { query: { merchant } }, signal);
}

export function segmentsQueryOptions(merchant: string) {
  return queryOptions({ queryKey: segmentsKey(merchant), queryFn: ({ signal }) => getSegments(merchant, signal), enabled: Boolean(merchant) });
}

export function segmentQueryOptions(merchant: string, id: number) {
  return queryOptions({
    queryKey: [...segmentsKey(merchant), id] as const,
    queryFn: ({ signal }) => api.call(endpoints.segment, { params: { id }, query: { merchant } }, signal),
    enabled: Boolean(merchant) && id > 0,
  });
}

/** How many players a rule set holds now, nothing saved: the editor's live count. */
export function previewSegment(merchant: string, rules: SegmentRules, signal?: AbortSignal) {
  return api.call(endpoints.segmentPreview, { query: { merchant }, body: { rules } }, signal);
}

export function segmentPreviewQueryOptions(merchant: string, rules: SegmentRules) {
  return queryOptions({
    queryKey: ['ops', 'segment-preview', merchant, JSON.stringify(rules)] as const,
    queryFn: ({ signal }) => previewSegment(merchant, rules, signal),
    enabled: Boolean(merchant),
    // a count is a moment's: the same rules asked again a little later are counted again
    staleTime: 5_000,
    retry: false,
  });
}

export function useSaveSegment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ merchant, id, body }: { merchant: string; id: number | null; body: SegmentBody }) =>
      id === null ? api.call(endpoints.createSegment, { query: { merchant }, body }) : api.call(endpoints.updateSegment, { params: { id }, query: { merchant }, body }),
    onSuccess: (_saved, { merchant }) => client.invalidateQueries({ queryKey: segmentsKey(merchant) }),
  });
}

export function useDeleteSegment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ merchant, id }: { merchant: string; id: number }) => api.call(endpoints.deleteSegment, { params: { id }, query: { merchant } }),
    onSuccess: (_none, { merchant }) => client.invalidateQueries({ queryKey: segmentsKey(merchant) }),
  });
}
