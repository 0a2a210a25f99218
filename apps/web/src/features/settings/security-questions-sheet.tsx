import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { normaliseSecurityAnswer, SECURITY_ANSWER_COUNT, SECURITY_ANSWER_RULE } from '@lobby/contract/rules';
import { useLanguage } from '@/shared/hooks/use-language';
import { failureText } from '@/shared/lib/http';
import { toast } from '@/shared/lib/toast';
import { PasswordField } from '@/shared/ui/form/password-field';
import { TextField } from '@/shared/ui/form/text-field';
import { ShieldIcon } from '@/shared/ui/icons';
import { BlockSkeleton, RetryBlock } from '@/shared/ui/list-states';
import { useMySecurityQuestions, useSecurityQuestions, useSetSecurityAnswers } from './api/security-questions';
import { FormAlert, SettingsSheet } from './settings-sheet';

interface Values {
  questions: string[];
  answers: string[];
  password: string;
}

const SLOTS = Array.from({ length: SECURITY_ANSWER_COUNT }, (_, i) => i);

/** Three different questions and their answers; the login password confirms them. Answers are never shown again. */
export function SecurityQuestionsSheet({ hasPassword, onClose }: { hasPassword: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const [language] = useLanguage();
  const questions = useSecurityQuestions(language);
  const mine = useMySecurityQuestions();
  const save = useSetSecurityAnswers();
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<Values>({
    values: {
      questions: SLOTS.map((i) => mine.data?.questionIds[i] ?? questions.data?.[i]?.id ?? ''),
      answers: SLOTS.map(() => ''),
      password: '',
    },
    resetOptions: { keepDirtyValues: true },
  });
  const { register, handleSubmit, formState, watch, setError } = form;
  const chosen = watch('questions');

  const onSubmit = handleSubmit(async (values) => {
    setFailure(null);
    let ok = true;
    if (new Set(values.questions).size !== SECURITY_ANSWER_COUNT) {
      setError('questions.0', { message: t('errors.security.question.invalid') });
      ok = false;
    }
    values.answers.forEach((answer, i) => {
      const length = [...normaliseSecurityAnswer(answer)].length;
      if (length < SECURITY_ANSWER_RULE.minLength || length > SECURITY_ANSWER_RULE.maxLength) {
        setError(`answers.${i}`, { message: t('errors.security.answer.invalid') });
        ok = false;
      }
    });
    if (hasPassword && !values.password) {
      setError('password', { message: t('memberSettings.security.passwordNeeded') });
      ok = false;
    }
    if (!ok) return;
    try {
      await save.mutateAsync({
        answers: values.questions.map((questionId, i) => ({ questionId, answer: values.answers[i] ?? '' })),
        ...(hasPassword ? { password: values.password } : {}),
      });
      toast.success(t('memberSettings.saved'));
      onClose();
    } catch (error) {
      setFailure(failureText(error));
    }
  });

  let body;
  if (questions.isPending || mine.isPending) body = <BlockSkeleton height="2.4rem" />;
  else if (questions.isError || mine.isError) {
    body = <RetryBlock onRetry={() => void Promise.all([questions.refetch(), mine.refetch()])} />;
  } else {
    body = (
      <form className="form" onSubmit={onSubmit} noValidate>
        <p className="settings-sheet__text">
          {mine.data.questionIds.length ? t('memberSettings.security.replace') : t('memberSettings.security.text')}
        </p>
        {SLOTS.map((i) => (
          <fieldset key={i} className="security-slot">
            <legend className="security-slot__legend">{t('memberSettings.security.question', { n: i + 1 })}</legend>
            <select className="security-slot__select" aria-label={t('memberSettings.security.question', { n: i + 1 })} {...register(`questions.${i}`)}>
              {questions.data.map((q) => (
                <option key={q.id} value={q.id} disabled={chosen.includes(q.id) && chosen[i] !== q.id}>
                  {q.question}
                </option>
              ))}
            </select>
            {i === 0 && formState.errors.questions?.[0]?.message ? (
              <p className="settings-sheet__alert" role="alert">
                {formState.errors.questions[0].message}
              </p>
            ) : null}
            <TextField
              label={t('memberSettings.security.answer')}
              icon={ShieldIcon}
              autoComplete="off"
              maxLength={SECURITY_ANSWER_RULE.maxLength}
              error={formState.errors.answers?.[i]?.message}
              {...register(`answers.${i}`)}
            />
          </fieldset>
        ))}
        {hasPassword ? (
          <PasswordField
            label={t('memberSettings.security.password')}
            autoComplete="current-password"
            error={formState.errors.password?.message}
            {...register('password')}
          />
        ) : null}
        <FormAlert message={failure} />
        <button type="submit" className="btn btn--primary btn--block btn--lg" disabled={formState.isSubmitting}>
          {t('memberSettings.save')}
        </button>
      </form>
    );
  }
  return (
    <SettingsSheet title={t('memberSettings.security.title')} onClose={onClose} autoFocusClose>
      {body}
    </SettingsSheet>
  );
}
