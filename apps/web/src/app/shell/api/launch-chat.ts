import { INBOX_CHAT_PATHS } from '@lobby/contract/paths';
import { api } from '@/shared/lib/api';

export interface LaunchChatInput {
  language: string;
  backUrl: string;
  headerColor?: string;
  title?: string;
}

/** Launch chat with b2c 1, language, backUrl, headerColor, title, template v2 (module CBS3). */
export async function launchChat(input: LaunchChatInput): Promise<string> {
  const value = await api.post(INBOX_CHAT_PATHS.chatLaunch, { body: { b2c: 1, template: 'v2', ...input }, silent: true });
  if (!value || typeof value.chatUrl !== 'string') throw new Error('chat launch answered without chatUrl');
  return value.chatUrl;
}
