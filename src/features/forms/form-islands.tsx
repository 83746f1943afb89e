// What templates and features place on a page: each form as a small island whose code loads when
// the browser is idle or on the first focus or pointer on it (react-hook-form, zod and the
// captcha never ship in the first load).
import React from 'react';
import type { ArticleFeedbackFormProps } from './article-feedback-form';
import type { BackInStockFormProps } from './back-in-stock-form';
import { LazyForm } from './lazy-form';

const loadBackInStock = () => import(/* webpackChunkName: "form-back-in-stock" */ './back-in-stock-form');
const loadContact = () => import(/* webpackChunkName: "form-contact" */ './contact-forms');
const loadFeedback = () => import(/* webpackChunkName: "form-article-feedback" */ './article-feedback-form');
const loadProProgram = () => import(/* webpackChunkName: "form-pro-program" */ './pro-program-form');
const loadWarranty = () => import(/* webpackChunkName: "form-warranty" */ './warranty-form');

/** The out-of-stock form for a sold-out variant. */
export function BackInStockIsland(props: BackInStockFormProps) {
  return <LazyForm load={loadBackInStock} props={props} />;
}

/** The contact page's general and dealer forms. */
export function ContactFormsIsland() {
  return <LazyForm load={loadContact} props={{}} />;
}

/** "Was this article helpful?" under an article. */
export function ArticleFeedbackIsland(props: ArticleFeedbackFormProps) {
  return <LazyForm load={loadFeedback} props={props} />;
}

/** The pro program application form. */
export function ProProgramIsland() {
  return <LazyForm load={loadProProgram} props={{}} />;
}

/** The lifetime warranty claim form. */
export function WarrantyIsland() {
  return <LazyForm load={loadWarranty} props={{}} />;
}
