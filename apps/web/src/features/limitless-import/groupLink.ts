/** Where a match group opens: the match groups page with that group's matches shown (`?group=<id>`). */
export function groupLink(groupId: string): string {
  return `/match-groups?${new URLSearchParams({ group: groupId })}`;
}
