import {
  pronounSuggestions,
  workspaceRoleSuggestions,
} from '../profile-form/profile-form-schema';

/** The browser's suggestion lists for the pronouns and workspace-role fields (`list={ids.…}`). */
export function ProfileSuggestions({
  ids,
}: {
  ids: { pronouns: string; roles: string };
}) {
  return (
    <>
      <datalist id={ids.pronouns}>
        {pronounSuggestions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
      <datalist id={ids.roles}>
        {workspaceRoleSuggestions.map((value) => (
          <option key={value} value={value} />
        ))}
      </datalist>
    </>
  );
}
