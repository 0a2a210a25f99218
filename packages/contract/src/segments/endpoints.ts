import { endpoint } from '../common/endpoint.ts';
import { noValueSchema } from '../common/schemas.ts';
import { consoleMerchantQuerySchema } from '../console/players/schemas.ts';
import { SEGMENT_OPS_PATHS } from './paths.ts';
import {
  segmentBodySchema,
  segmentCountSchema,
  segmentIdParamsSchema,
  segmentListSchema,
  segmentMembersQuerySchema,
  segmentMembersSchema,
  segmentPreviewBodySchema,
  segmentSchema,
} from './schemas.ts';

const tags = ['console'] as const;
const failures = [400, 401, 403, 404] as const;
const RULES =
  'Rules (all present must hold): vip {min,max} level; lastDeposit {kind within|notWithin, days}; totalDeposits ' +
  '{min,max} credited in all ("100.00"); activity {kind playedWithin|inactiveFor, days} (a real-money round on one of ' +
  'the last N local days); tags {anyOf, noneOf}; languages; kycMin 1-3; agent (an agent account: its team at any depth); ' +
  'registeredWithinDays. Always: active, real-money (not trial) players of the brand. 400 segment.agent.unknown for an ' +
  'agent account the brand does not have.';

/** Segments: saved rule sets over a brand's players, counted live; messages and bonus rules target them. */
export const SEGMENT_OPS_ENDPOINTS = {
  segments: endpoint({
    method: 'GET',
    path: SEGMENT_OPS_PATHS.segments,
    permission: 'content.read',
    summary: "The brand's segments with the number of players in each now, by name",
    query: consoleMerchantQuerySchema,
    response: segmentListSchema,
    failures,
    tags,
  }),
  segmentPreview: endpoint({
    method: 'POST',
    path: SEGMENT_OPS_PATHS.preview,
    // the editor's live count: part of writing a segment (a POST is a change to the console's access rules)
    permission: 'content.manage',
    summary: 'How many players a rule set holds now, without saving it',
    description: RULES,
    query: consoleMerchantQuerySchema,
    body: segmentPreviewBodySchema,
    response: segmentCountSchema,
    failures,
    tags,
  }),
  segment: endpoint({
    method: 'GET',
    path: SEGMENT_OPS_PATHS.segment,
    permission: 'content.read',
    summary: 'One segment with its count',
    params: segmentIdParamsSchema,
    query: consoleMerchantQuerySchema,
    response: segmentSchema,
    failures,
    tags,
  }),
  createSegment: endpoint({
    method: 'POST',
    path: SEGMENT_OPS_PATHS.segments,
    permission: 'content.manage',
    summary: 'Save a segment (a name unique in the brand, without case)',
    description: `${RULES} 409 segment.name.taken; 409 segment.limit past SEGMENT_MAX_PER_MERCHANT.`,
    query: consoleMerchantQuerySchema,
    body: segmentBodySchema,
    response: segmentSchema,
    failures: [...failures, 409],
    tags,
  }),
  updateSegment: endpoint({
    method: 'PUT',
    path: SEGMENT_OPS_PATHS.segment,
    permission: 'content.manage',
    summary: "Change a segment's name, description and rules",
    description: `${RULES} 409 segment.name.taken.`,
    params: segmentIdParamsSchema,
    query: consoleMerchantQuerySchema,
    body: segmentBodySchema,
    response: segmentSchema,
    failures: [...failures, 409],
    tags,
  }),
  deleteSegment: endpoint({
    method: 'DELETE',
    path: SEGMENT_OPS_PATHS.segment,
    permission: 'content.manage',
    summary: 'Delete a segment (messages already sent to it keep their figures; a scheduled one is refused: 409 segment.in.use)',
    params: segmentIdParamsSchema,
    query: consoleMerchantQuerySchema,
    response: noValueSchema,
    failures: [...failures, 409],
    tags,
  }),
  segmentMembers: endpoint({
    method: 'GET',
    path: SEGMENT_OPS_PATHS.members,
    permission: 'players.read',
    summary: 'The players in a segment now, by id, a page at a time',
    params: segmentIdParamsSchema,
    query: segmentMembersQuerySchema,
    response: segmentMembersSchema,
    failures,
    tags,
  }),
};
