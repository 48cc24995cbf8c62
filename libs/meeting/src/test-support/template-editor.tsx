// The template editor as the shell has it, for its stories and tests: a data router (the
// unsaved-changes guard needs one) with the editor at both of its routes, a store signed in as
// a host, uploads through a sender of the caller's choice, and hosts and templates to edit.
import { useState, type ComponentType, type ReactNode } from 'react';
import { Provider } from 'react-redux';
import {
  createMemoryRouter,
  RouterProvider,
  useLocation,
  type RouteObject,
} from 'react-router-dom';
import type { RequestHandler } from 'msw';
import {
  createAppStore,
  sessionChecked,
  UploadSenderContext,
  type UploadSender,
} from '@ruume/api-client';
import { fetchUploadSender, withApi } from '@ruume/api-client/testing';
import {
  buildCurrentUser,
  businessUser,
  creatorUser,
  houseUser,
} from '@ruume/contracts/testing';
import {
  routePatterns,
  type CurrentUser,
  type Template,
} from '@ruume/contracts';
import {
  buildMeetingHandlers,
  buildTemplate,
  templateCategories,
  templates,
} from '../testing';
import { duskImageUrl, flowVideoUrl, glowImageUrl } from './template-media';

// ---- Hosts -----------------------------------------------------------------------------------

/** House: stock templates only, no links, no custom backgrounds. */
export const houseHost: CurrentUser = houseUser;

/** Student with an onboarded payments account: 3 links, an audience to charge. */
export const studentHost: CurrentUser = buildCurrentUser({
  ...creatorUser,
  id: '4c6e8a0b-2d4f-4a6b-8c0d-2e4f6a8b0c1d',
  email: 'sol.student@example.com',
  firstName: 'sol',
  lastName: 'student',
  planSubscription: {
    id: 'sub_1StudentMonthly',
    tier: 'student',
    interval: { unit: 'month' },
    status: 'active',
    currentPeriodEnd: 1_767_225_600,
  },
});

/** Professional with an onboarded payments account: 5 links, entry fees. */
export const professionalHost: CurrentUser = creatorUser;

/** Business without a payments account: fees are out of reach until it is set up. */
export const businessHostWithoutPayments: CurrentUser = businessUser;

// ---- Templates -------------------------------------------------------------------------------

/** The host's own template: an image, two links, a 15 usd fee and a password. */
export const ownTemplate: Template = buildTemplate({
  id: '7d9f1b3d-5e7a-4c9e-b1d3-5f7a9c1e3b5d',
  isStock: false,
  name: 'design critique',
  description: 'fortnightly review of work in progress',
  mediaType: 'image',
  fileUrl: glowImageUrl,
  embeddedLinks: [
    { title: 'board', url: 'https://board.example.com/crit' },
    { title: 'notes', url: 'https://docs.example.com/crit-notes' },
  ],
  monetizationDetail: {
    participantFee: 15,
    audienceFee: null,
    currency: 'usd',
  },
  meetingPassword: { enabled: true, value: null },
  categories: [templateCategories[0]],
});

/** The host's own looping-video template. */
export const ownVideoTemplate: Template = buildTemplate({
  id: '8e0a2c4e-6f8b-4d0f-a2c4-6e8a0c2e4f6b',
  isStock: false,
  name: 'study hall',
  description: null,
  mediaType: 'video',
  fileUrl: flowVideoUrl,
  embeddedLinks: [],
  categories: [templateCategories[1]],
});

/** A seeded stock template: read-only, a starting point. */
export const stockTemplate: Template = buildTemplate({
  id: '9f1b3d5f-7a9c-4e1a-b3d5-7f9b1d3f5a7c',
  isStock: true,
  name: 'daily standup',
  description: 'a calm room for quick team check-ins.',
  fileUrl: duskImageUrl,
  embeddedLinks: [],
  categories: [templateCategories[0]],
});

export const editorTemplates: Template[] = [
  ownTemplate,
  ownVideoTemplate,
  stockTemplate,
  ...templates,
];

/** Every meeting and template call, answered over the editor's templates. */
export const templateEditorHandlers = buildMeetingHandlers({
  templates: editorTemplates,
});

// ---- Rendering -------------------------------------------------------------------------------

export const createSignedInStore = (user: CurrentUser) => {
  const store = createAppStore();
  store.dispatch(sessionChecked(user));
  return store;
};

/** Shown where the editor navigated to (the dashboard after a save, say). */
function NavigatedTo() {
  const { pathname, search } = useLocation();
  return <p>{`Navigated to ${pathname}${search}`}</p>;
}

/** The editor's two routes over `element`, everything else "Navigated to …". */
export const editorRoutes = (element: ReactNode): RouteObject[] => [
  { path: routePatterns.dashboard.createTemplate, element },
  { path: routePatterns.dashboard.editTemplate, element },
  { path: '*', element: <NavigatedTo /> },
];

export interface EditorFrameOptions {
  user: CurrentUser;
  /** Where the editor opens, e.g. editTemplatePath(ownTemplate.id). */
  route?: string;
  /** How uploads are sent (default: through fetch, which the mocks answer). */
  send?: UploadSender;
}

/** Upload sender and data router around `children`, created once per mount. */
function EditorRouter({
  route = routePatterns.dashboard.createTemplate,
  send = fetchUploadSender,
  children,
}: Omit<EditorFrameOptions, 'user'> & { children: ReactNode }) {
  const [router] = useState(() =>
    createMemoryRouter(editorRoutes(children), { initialEntries: [route] }),
  );
  return (
    <UploadSenderContext.Provider value={send}>
      <RouterProvider router={router} />
    </UploadSenderContext.Provider>
  );
}

/** For Testing Library (the API answered by msw/node): a store signed in as `user` too. */
export function EditorFrame({
  user,
  children,
  ...options
}: EditorFrameOptions & { children: ReactNode }) {
  const [store] = useState(() => createSignedInStore(user));
  return (
    <Provider store={store}>
      <EditorRouter {...options}>{children}</EditorRouter>
    </Provider>
  );
}

interface EditorStoryOptions extends EditorFrameOptions {
  /** Tried before the editor's own handlers: a failure, a pending call. */
  handlers?: RequestHandler[];
}

function EditorStory({
  options: { user, handlers = [], ...options },
  Story,
}: {
  options: EditorStoryOptions;
  Story: ComponentType;
}) {
  // Built once per mount: each rendering of a story starts afresh.
  const [decorate] = useState(() =>
    withApi([...handlers, ...templateEditorHandlers], {
      store: () => createSignedInStore(user),
    }),
  );
  const [Routed] = useState(
    () =>
      function Routed() {
        return (
          <EditorRouter {...options}>
            <Story />
          </EditorRouter>
        );
      },
  );
  return decorate(Routed);
}

/**
 * Story decorator (with `parameters: { router: false }`): the editor signed in as `user` at
 * `route`, the API answered by `handlers` and then the editor's own.
 */
export const withTemplateEditor =
  (options: EditorStoryOptions) => (Story: ComponentType) => (
    <EditorStory options={options} Story={Story} />
  );
