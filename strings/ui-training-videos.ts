// UI strings of the account's Training Videos tab (Yardwise): loading and failure of the list.
import { s, type StringGroupSource } from './types';

/** Training Videos tab messages. */
export const uiTrainingVideos: StringGroupSource = {
  groupKey: 'ui-training-videos',
  siteIdentifier: 'global',
  strings: [
    s('videosLoading', ['Loading your training videos…', 'Chargement de vos vidéos de dressage…', 'Ihre Trainingsvideos werden geladen …', 'Caricamento dei video di addestramento…', 'Je trainingsvideo’s worden geladen…', 'Cargando tus vídeos de adiestramiento…']),
    s('videosLoadFailed', [
      'Your training videos could not be loaded. Please try again.',
      "Vos vidéos de dressage n'ont pas pu être chargées. Veuillez réessayer.",
      'Ihre Trainingsvideos konnten nicht geladen werden. Bitte versuchen Sie es erneut.',
      'Impossibile caricare i video di addestramento. Riprova.',
      'Je trainingsvideo’s konden niet worden geladen. Probeer het opnieuw.',
      'No se han podido cargar tus vídeos de adiestramiento. Inténtalo de nuevo.',
    ]),
  ],
};
