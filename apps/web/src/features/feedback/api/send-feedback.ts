import { useMutation } from '@tanstack/react-query';
import { FEEDBACK_PATH } from '@lobby/contract/paths';
import { feedbackResultSchema } from '@lobby/contract/schemas';
import { api, type PlayerResult } from '@/shared/lib/api';

export interface FeedbackInput {
  content: string;
  comment: string;
  images: readonly File[];
}

/**
 * PUT /wps/feedback as multipart: the texts first, then each image as a `files` part. Silent: the screen
 * shows a refusal beside the field it concerns, and keeps what the person wrote.
 */
export async function sendFeedback(input: FeedbackInput): Promise<PlayerResult<'PUT', typeof FEEDBACK_PATH>> {
  const body = new FormData();
  body.append('content', input.content);
  if (input.comment) body.append('comment', input.comment);
  for (const image of input.images) body.append('files', image, image.name);
  return feedbackResultSchema.parse(await api.put(FEEDBACK_PATH, { form: body, silent: true }));
}

export function useSendFeedback() {
  return useMutation({ mutationFn: sendFeedback });
}
