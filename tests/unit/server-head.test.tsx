// A page's head read off its Head export's elements: the tags Gatsby's handler would make from the
// rendered HTML, and null (Gatsby's handler renders it) for whatever that reading cannot be sure of.
import React, { useContext } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { serverHeadOf } from '../../src/platform/gatsby/runtime/server-head';

const decode = (text: string) => text.replace(/&amp;/g, '&');
const markup = (tree: React.ReactNode) => {
  const head = serverHeadOf(tree, decode);
  return head && { html: head.html, body: head.body, tags: renderToStaticMarkup(React.createElement(React.Fragment, null, ...head.nodes)) };
};

function Title({ name }: { name: string }) {
  return (
    <title>
      {name} | {'Trailmate'}
    </title>
  );
}

describe('serverHeadOf', () => {
  it('makes the tags of function components and fragments, marked as Gatsby marks head tags', () => {
    const tree = (
      <>
        <html lang="en-US" />
        <Title name={'Tom & "Rex"'} />
        {null}
        {false}
        <meta name="description" content={'Walks <and> runs'} />
        {['de-de', 'fr-fr'].map((hreflang) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={`https://example.test/${hreflang}/`} />
        ))}
        <link rel="preload" as="fetch" crossOrigin="anonymous" href="/site.json" data-locale-site="en-us" />
        <meta name="robots" content={undefined} />
        <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: '{"name":"A &amp; B"}' }} />
      </>
    );
    expect(markup(tree)).toEqual({
      html: { lang: 'en-US' },
      body: {},
      tags:
        '<title data-gatsby-head="true">Tom &amp; &quot;Rex&quot; | Trailmate</title>' +
        '<meta name="description" content="Walks &lt;and&gt; runs" data-gatsby-head="true"/>' +
        '<link rel="alternate" hrefLang="de-de" href="https://example.test/de-de/" data-gatsby-head="true"/>' +
        '<link rel="alternate" hrefLang="fr-fr" href="https://example.test/fr-fr/" data-gatsby-head="true"/>' +
        '<link rel="preload" as="fetch" crossorigin="anonymous" href="/site.json" data-locale-site="en-us" data-gatsby-head="true"/>' +
        '<meta name="robots" data-gatsby-head="true"/>' +
        // The script's text decoded as Gatsby's parser decodes it.
        '<script type="application/ld+json" data-gatsby-head="true">{"name":"A & B"}</script>',
    });
  });

  it('keeps the last of the tags with one id in the place of the first', () => {
    const head = markup(
      <>
        <meta id="a" name="x" content="1" />
        <meta name="y" content="2" />
        <meta id="a" name="x" content="3" />
      </>,
    );
    expect(head?.tags).toBe('<meta id="a" name="x" content="3" data-gatsby-head="true"/><meta name="y" content="2" data-gatsby-head="true"/>');
  });

  it("gives back to Gatsby's handler what it cannot be sure of", () => {
    const Context = React.createContext('x');
    function WithHook() {
      return <title>{useContext(Context)}</title>;
    }
    class Legacy extends React.Component {
      override render() {
        return <title>legacy</title>;
      }
    }
    const Memo = React.memo(() => <title>memo</title>);
    const unsure: [string, React.ReactNode][] = [
      ['a hook', <WithHook key="1" />],
      ['a class component', <Legacy key="2" />],
      ['a memo', <Memo key="3" />],
      ['a tag Head does not take', <div key="4" />],
      ['a boolean attribute', <script key="5" async src="/a.js" />],
      ['a style object', <html key="6" style={{ color: 'red' }} />],
      ['a camel-case prop it does not know', React.createElement('meta', { key: '7', httpEquivalent: 'x' })],
      ['an element inside a tag', <noscript key="8"><link rel="stylesheet" href="/a.css" /></noscript>],
      ['a script with children', <script key="9">{'alert(1)'}</script>],
      ['a component that throws', React.createElement(() => { throw new Error('broken'); })],
    ];
    // React's development build reports the hook called outside a render before it throws.
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [what, tree] of unsure) expect(serverHeadOf(tree, decode), what).toBeNull();
    consoleError.mockRestore();
  });
});
