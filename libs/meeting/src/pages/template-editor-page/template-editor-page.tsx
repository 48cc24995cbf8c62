import {
  Link,
  useLocation,
  useNavigate,
  useSearchParams,
} from 'react-router-dom';
import { useCurrentUser } from '@ruume/api-client';
import {
  paths,
  routePatterns,
  templateEditorMessages as text,
  type Template,
} from '@ruume/contracts';
import {
  Button,
  Heading,
  Icon,
  Spinner,
  StatusMessage,
  Text,
  TextLink,
  toast,
} from '@ruume/ui-kit';
import {
  useTemplateCategoriesQuery,
  useTemplatesQuery,
} from '../../api/meeting-api';
import { TemplateEditor } from '../../components/template-editor/template-editor';
import {
  createTemplatePath,
  TEMPLATE_FROM_PARAM,
  TEMPLATE_ID_PARAM,
} from './template-editor-paths';
import {
  StyledBack,
  StyledHeader,
  StyledPage,
  StyledState,
} from './template-editor-page.styles';

function Header({ title, subtitle }: { title: string; subtitle: string }) {
  return (
    <StyledHeader>
      <StyledBack>
        <Icon name="arrow-left" size="sm" />
        <TextLink to={paths.dashboard.root}>{text.backToDashboard}</TextLink>
      </StyledBack>
      <Heading level={1} size="2xl">
        {title}
      </Heading>
      <Text tone="muted">{subtitle}</Text>
    </StyledHeader>
  );
}

/**
 * SPEC §2 /dashboard/create-template and /dashboard/edit-template (docs/template-editor.md):
 * the template is found by `?id=` in the host's template list; a stock template cannot be
 * changed and is offered as the starting point of a new one (`create-template?from=`).
 */
export function TemplateEditorPage() {
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const editing = pathname === routePatterns.dashboard.editTemplate;
  const id = params.get(editing ? TEMPLATE_ID_PARAM : TEMPLATE_FROM_PARAM);
  const templates = useTemplatesQuery(undefined, { skip: !id });
  const categories = useTemplateCategoriesQuery();

  const found: Template | null =
    templates.data?.find((template) => template.id === id) ?? null;
  const waiting =
    !user || (id !== null && templates.isLoading) || categories.isLoading;

  const onSaved = (template: Template, created: boolean) => {
    toast.success(
      created ? text.created(template.name) : text.saved(template.name),
    );
    navigate(paths.dashboard.root);
  };

  const title =
    editing && found ? text.editTitle(found.name) : text.createTitle;
  const subtitle = editing ? text.editSubtitle : text.createSubtitle;

  // A state of its own (its heading is the page's), or the editor under the page's header.
  let state = null;
  if (waiting) {
    state = (
      <StyledState>
        <Spinner size="lg" tone="primary" label={text.loading} />
      </StyledState>
    );
  } else if (id && templates.isError) {
    state = (
      <StyledState>
        <StatusMessage
          icon="warning"
          title={text.loadFailed}
          actions={
            <Button onClick={() => void templates.refetch()}>
              {text.retry}
            </Button>
          }
        />
      </StyledState>
    );
  } else if (editing && !found) {
    state = (
      <StyledState>
        <StatusMessage
          icon="search"
          title={text.notFoundTitle}
          description={text.notFoundText}
          actions={
            <Button as={Link} to={paths.dashboard.root}>
              {text.backToDashboard}
            </Button>
          }
        />
      </StyledState>
    );
  } else if (editing && found?.isStock) {
    state = (
      <StyledState>
        <StatusMessage
          icon="lock"
          title={text.stockTitle(found.name)}
          description={text.stockText}
          actions={
            <Button as={Link} to={createTemplatePath(found.id)}>
              {text.useAsStartingPoint}
            </Button>
          }
        />
      </StyledState>
    );
  }
  if (state) return <StyledPage>{state}</StyledPage>;

  return (
    <StyledPage>
      <Header title={title} subtitle={subtitle} />
      {user && (
        <TemplateEditor
          key={`${editing ? 'edit' : 'create'}-${found?.id ?? 'new'}`}
          user={user}
          template={editing ? found : null}
          startFrom={editing ? null : found}
          categories={categories.data ?? []}
          categoriesUnavailable={categories.isError}
          onSaved={onSaved}
        />
      )}
    </StyledPage>
  );
}
