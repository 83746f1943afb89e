// The live chat window: care hours first (outside them, when agents are back and the contact form
// link), then a conversation with the twin's chat service whose agent answers arrive in real time
// (subscribeChat); ending the chat mails the transcript.
import { zodResolver } from '@hookform/resolvers/zod';
import React, { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { useSite, useT, type Translate } from '../../components/site/site-provider';
import { Modal } from '../../components/ui/modal';
import { chatStatus, closeChat, readChat, sendChatMessage, startChat, subscribeChat, type ChatHandle, type ChatMessage, type ServicesConfig } from '../../lib/services';
import { maxLengths } from '../../lib/forms/max-length';
import { chatMessageRequestSchema, SERVICE_MESSAGES, startChatRequestSchema, TOO_LONG_MESSAGE } from '../../../wire/services';
import { localeSwitchPath } from '../../lib/paths/picker-target';
import { Field } from '../../components/ui/field';
import { HoneypotField } from '../../components/ui/honeypot-field';
import type { ChatWindowProps } from './chat-launcher';
import { formatBackAt } from './back-at';

const startSchema = startChatRequestSchema;
const messageSchema = chatMessageRequestSchema.omit({ website: true });
const START_MAX = maxLengths(startSchema);
const MESSAGE_MAX = maxLengths(messageSchema);

type Phase =
  | { name: 'checking' }
  | { name: 'unavailable' }
  | { name: 'away'; backAt: string }
  | { name: 'start' }
  | { name: 'active'; chat: ChatHandle }
  | { name: 'ended' };

function chatText(t: Translate, message: string | undefined): string {
  if (message === SERVICE_MESSAGES.messageRequired) return t('chatMessageRequired');
  if (message === SERVICE_MESSAGES.emailInvalid) return t('chatEmailInvalid');
  if (message === TOO_LONG_MESSAGE) return t('chatTooLong');
  return message ?? '';
}

/** The chat window (a modal dialog while open). */
export default function ChatWindow({ open, onClose }: ChatWindowProps) {
  const site = useSite();
  const t = useT();
  const config = useMemo<ServicesConfig>(() => ({ baseUrl: site.services.servicesUrl, brand: site.brand.id }), [site]);
  const [phase, setPhase] = useState<Phase>({ name: 'checking' });
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [reconnecting, setReconnecting] = useState(false);
  const [problem, setProblem] = useState('');
  const [ending, setEnding] = useState(false);

  const check = useCallback(async () => {
    setPhase({ name: 'checking' });
    const status = await chatStatus(config);
    if (!status.ok) return setPhase({ name: 'unavailable' });
    setPhase(status.value.open ? { name: 'start' } : { name: 'away', backAt: status.value.backAt });
  }, [config]);

  // Care hours are checked each time the window opens without a conversation.
  useEffect(() => {
    if (open && (phase.name === 'checking' || phase.name === 'away' || phase.name === 'unavailable' || phase.name === 'ended')) {
      if (phase.name !== 'ended') void check();
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open]);

  const addMessage = useCallback((message: ChatMessage) => {
    setMessages((list) => (list.some((m) => m.id === message.id) ? list : [...list, message].sort((a, b) => a.id - b.id)));
  }, []);

  const activeChat = phase.name === 'active' ? phase.chat : null;
  useEffect(() => {
    if (!activeChat) return;
    return subscribeChat(config, activeChat, {
      onMessage: (message) => {
        setReconnecting(false);
        addMessage(message);
      },
      onClosed: () => setPhase({ name: 'ended' }),
      onError: () => setReconnecting(true),
    });
  }, [activeChat, config, addMessage]);

  const begin = async (visitor: z.output<typeof startSchema>) => {
    setProblem('');
    const started = await startChat(config, visitor);
    if (!started.ok) return setProblem(t('chatLoadFailed'));
    if (!started.value.open) return setPhase({ name: 'away', backAt: started.value.backAt });
    setMessages([]);
    setPhase({ name: 'active', chat: started.value.conversation });
  };

  const end = async () => {
    if (!activeChat) return;
    setEnding(true);
    const closed = await closeChat(config, activeChat);
    setEnding(false);
    if (!closed.ok) return setProblem(t('chatLoadFailed'));
    setPhase({ name: 'ended' });
  };

  const resync = async () => {
    if (!activeChat) return;
    const read = await readChat(config, activeChat);
    if (read.ok) read.value.messages.forEach(addMessage);
  };

  return (
    <Modal open={open} onClose={onClose} title={t('chatTitle')} closeLabel={t('chatCloseWindow')} className="chat-window">
      {phase.name === 'checking' ? <p role="status">{t('chatLoading')}</p> : null}
      {phase.name === 'unavailable' ? (
        <p role="alert" className="error">
          {t('chatLoadFailed')}{' '}
          <button type="button" className="link-button" onClick={() => void check()}>
            {t('chatRetry')}
          </button>
        </p>
      ) : null}
      {phase.name === 'away' ? <Away backAt={phase.backAt} contactHref={localeSwitchPath(site.locale.urlPath, '/contact-us/')} /> : null}
      {phase.name === 'start' ? <StartForm onStart={begin} /> : null}
      {phase.name === 'active' ? (
        <>
          <Conversation messages={messages} />
          {reconnecting ? <p className="note">{t('chatReconnecting')}</p> : null}
          <MessageForm chat={phase.chat} config={config} onSent={addMessage} onFailed={() => void resync()} />
          <button type="button" className="button button--secondary" onClick={() => void end()} disabled={ending} aria-busy={ending || undefined}>
            {ending ? t('chatEnding') : t('chatEnd')}
          </button>
        </>
      ) : null}
      {phase.name === 'ended' ? (
        <>
          <Conversation messages={messages} />
          <p role="status">{t('chatEnded')}</p>
          <button type="button" className="button" onClick={() => void check()}>
            {t('chatNew')}
          </button>
        </>
      ) : null}
      {problem ? (
        <p role="alert" className="error">
          {problem}
        </p>
      ) : null}
    </Modal>
  );
}

function Away({ backAt, contactHref }: { backAt: string; contactHref: string }) {
  const site = useSite();
  const t = useT();
  // The page's language (not its price format, which may be another language's) and the shopper's own time zone.
  const when = formatBackAt(backAt, site.locale.hreflang);
  return (
    <div role="status">
      <p>{t('chatAway', { when })}</p>
      <p>
        <a href={contactHref}>{t('chatContactForm')}</a>
      </p>
    </div>
  );
}

function StartForm({ onStart }: { onStart: (visitor: z.output<typeof startSchema>) => Promise<void> }) {
  const t = useT();
  const id = useId();
  const form = useForm<z.input<typeof startSchema>, unknown, z.output<typeof startSchema>>({ resolver: zodResolver(startSchema), defaultValues: { name: '', email: '', website: '' } });
  const nameError = form.formState.errors.name?.message;
  const emailError = form.formState.errors.email?.message;
  return (
    <form onSubmit={form.handleSubmit(onStart)} noValidate>
      <p>{t('chatIntro')}</p>
      <Field
        id={`${id}-name`}
        label={t('chatName')}
        autoComplete="name"
        maxLength={START_MAX.name}
        {...form.register('name')}
        error={nameError ? chatText(t, nameError) : undefined}
      />
      <Field
        id={`${id}-email`}
        label={t('chatEmail')}
        type="email"
        autoComplete="email"
        maxLength={START_MAX.email}
        {...form.register('email')}
        error={emailError ? chatText(t, emailError) : undefined}
      />
      <HoneypotField id={`${id}-website`} {...form.register('website')} />
      <button type="submit" className="button" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
        {form.formState.isSubmitting ? t('chatStarting') : t('chatStart')}
      </button>
    </form>
  );
}

function Conversation({ messages }: { messages: ChatMessage[] }) {
  const t = useT();
  const log = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = log.current;
    if (box) box.scrollTop = box.scrollHeight;
  }, [messages.length]);
  return (
    <section>
      {/* Focusable, so keyboard users can scroll a long conversation. */}
      <div ref={log} role="log" aria-live="polite" aria-label={t('chatMessages')} tabIndex={0} className="chat-messages" style={{ maxHeight: '20rem', overflowY: 'auto' }}>
        {messages.length === 0 ? <p className="note">{t('chatEmpty')}</p> : null}
        <ol style={{ listStyle: 'none', padding: 0 }}>
          {messages.map((m) => (
            <li key={m.id} data-from={m.from}>
              <strong>{t(m.from === 'agent' ? 'chatAgent' : 'chatYou')}:</strong> {m.text}
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}

function MessageForm({ chat, config, onSent, onFailed }: { chat: ChatHandle; config: ServicesConfig; onSent: (m: ChatMessage) => void; onFailed: () => void }) {
  const t = useT();
  const id = useId();
  const [failed, setFailed] = useState(false);
  const form = useForm<z.input<typeof messageSchema>, unknown, z.output<typeof messageSchema>>({ resolver: zodResolver(messageSchema), defaultValues: { text: '' } });
  const error = form.formState.errors.text?.message;
  const send = form.handleSubmit(async ({ text }) => {
    setFailed(false);
    const sent = await sendChatMessage(config, chat, text);
    if (!sent.ok) {
      setFailed(true);
      onFailed();
      return;
    }
    onSent(sent.value);
    form.reset({ text: '' });
    form.setFocus('text');
  });
  return (
    <form onSubmit={send} noValidate>
      <Field
        id={`${id}-text`}
        label={t('chatMessage')}
        multiline
        rows={2}
        maxLength={MESSAGE_MAX.text}
        onKeyDown={(e) => {
          if (e.key === 'Enter' && !e.shiftKey) {
            e.preventDefault();
            void send();
          }
        }}
        {...form.register('text')}
        error={error ? chatText(t, error) : undefined}
      />
      {failed ? (
        <p role="alert" className="error">
          {t('chatSendFailed')}
        </p>
      ) : null}
      <button type="submit" className="button" disabled={form.formState.isSubmitting} aria-busy={form.formState.isSubmitting || undefined}>
        {form.formState.isSubmitting ? t('chatSending') : t('chatSend')}
      </button>
    </form>
  );
}
