import { commerceTypes } from './commerce';
import { editorialTypes } from './editorial';
import { objectTypes } from './objects';
import { settingsTypes } from './settings';

/** Every schema type of the content model (CONTENT-MODEL.md), as the documents of content/ have them. */
export const schemaTypes = [...objectTypes, ...commerceTypes, ...editorialTypes, ...settingsTypes];
