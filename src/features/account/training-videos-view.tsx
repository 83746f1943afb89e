// Training Videos (Yardwise): the exclusive containment training videos, read from our services with
// the signed-in customer's id token (the page itself carries none), with loading, empty, error and retry.
import React, { useCallback, useEffect, useState } from 'react';
import { useSite, useT } from '../../components/site/site-provider';
import { storeNameOf } from '../../lib/auth';
import { loadTrainingVideos, type TrainingVideo } from '../../lib/account';
import { FormMessage } from '../../components/ui/form-message';
import { accountDeps } from '../../lib/account/deps';

/** A captions language named in the page's language ("English", "anglais"). */
function languageName(language: string, pageLanguage: string): string {
  try {
    return new Intl.DisplayNames([pageLanguage], { type: 'language' }).of(language) ?? language;
  } catch {
    return language;
  }
}

type Load = { state: 'loading' } | { state: 'error' } | { state: 'ready'; videos: TrainingVideo[] };

/** The list of training videos, loaded after sign-in. */
export function TrainingVideosView() {
  const t = useT();
  const site = useSite();
  const { session } = accountDeps(site);
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  const fetchVideos = useCallback(async () => {
    setLoad({ state: 'loading' });
    const result = await loadTrainingVideos({
      baseUrl: site.services.servicesUrl,
      store: storeNameOf(site.commerce.storefront.url, site.brand.id, site.commerce.currency),
      language: site.locale.language,
      idToken: () => session.idToken(),
    });
    if (!result.ok) console.error('Training videos could not be loaded', result.failure.code);
    setLoad(result.ok ? { state: 'ready', videos: result.value } : { state: 'error' });
  }, [site, session]);
  useEffect(() => void fetchVideos(), [fetchVideos]);

  if (load.state === 'loading') return <p role="status">{t('videosLoading')}</p>;
  if (load.state === 'error') {
    return (
      <FormMessage tone="error">
        {t('videosLoadFailed')}{' '}
        <button type="button" className="button" onClick={() => void fetchVideos()}>
          {t('tryAgain')}
        </button>
      </FormMessage>
    );
  }
  if (!load.videos.length) return <p>{t('noVideos')}</p>;
  return (
    <ul className="training-videos">
      {load.videos.map((v) => (
        <li key={v.key}>
          <h2>{v.title}</h2>
          {v.description ? <p>{v.description}</p> : null}
          {/* Captions come from the services' origin too, so the video is fetched with CORS. */}
          <video controls preload="metadata" crossOrigin="anonymous" src={v.src} aria-label={v.title} width={640}>
            {v.captions.map((track) => (
              <track
                key={track.language}
                kind="captions"
                src={track.src}
                srcLang={track.language}
                label={languageName(track.language, site.locale.language)}
                default={track.language === site.locale.language}
              />
            ))}
          </video>
        </li>
      ))}
    </ul>
  );
}
