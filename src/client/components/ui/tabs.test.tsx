import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, test } from 'vitest';
import { Tabs, TabsContent, TabsList, TabsTrigger } from './tabs';

function Example({ onChange }: { onChange?: (value: string) => void }) {
  const [value, setValue] = useState('one');
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    >
      <TabsList aria-label="Example">
        <TabsTrigger value="one">One</TabsTrigger>
        <TabsTrigger value="two">Two</TabsTrigger>
        <TabsTrigger value="three">Three</TabsTrigger>
      </TabsList>
      <TabsContent value="one">First panel</TabsContent>
      <TabsContent value="two">Second panel</TabsContent>
      <TabsContent value="three">Third panel</TabsContent>
    </Tabs>
  );
}

// The WAI-ARIA tabs pattern, as Radix's tabs behaved before (the portal, the profile, the crew
// assignments use it).
describe('tabs', () => {
  test('one tab selected, its panel named by it; the others hidden and empty', () => {
    render(<Example />);
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toBeInTheDocument();
    expect(screen.getByRole('tabpanel', { name: 'One' })).toHaveTextContent('First panel');
    expect(screen.getAllByRole('tabpanel')).toHaveLength(1);
    expect(screen.queryByText('Second panel')).not.toBeInTheDocument();
  });

  test('a click selects a tab; Tab reaches the selected tab only', async () => {
    const user = userEvent.setup();
    render(<Example />);
    await user.click(screen.getByRole('tab', { name: 'Two' }));
    expect(screen.getByRole('tabpanel', { name: 'Two' })).toHaveTextContent('Second panel');
    expect(screen.getByRole('tab', { name: 'Two' })).toHaveAttribute('tabindex', '0');
    expect(screen.getByRole('tab', { name: 'One' })).toHaveAttribute('tabindex', '-1');
  });

  test('arrows (wrapping round), Home and End move between tabs and select them', async () => {
    const user = userEvent.setup();
    const changes: string[] = [];
    render(<Example onChange={(value) => changes.push(value)} />);
    await user.tab();
    expect(screen.getByRole('tab', { name: 'One' })).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('tab', { name: 'One', selected: true })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('tab', { name: 'Three', selected: true })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(screen.getByRole('tabpanel', { name: 'One' })).toBeInTheDocument();
    expect(changes).toEqual(['three', 'one', 'three', 'one']);
  });

  test('uncontrolled: starts on defaultValue', async () => {
    const user = userEvent.setup();
    render(
      <Tabs defaultValue="b">
        <TabsList>
          <TabsTrigger value="a">A</TabsTrigger>
          <TabsTrigger value="b">B</TabsTrigger>
        </TabsList>
        <TabsContent value="a">Panel A</TabsContent>
        <TabsContent value="b">Panel B</TabsContent>
      </Tabs>,
    );
    expect(screen.getByRole('tabpanel', { name: 'B' })).toHaveTextContent('Panel B');
    await user.click(screen.getByRole('tab', { name: 'A' }));
    expect(screen.getByRole('tabpanel', { name: 'A' })).toHaveTextContent('Panel A');
  });
});
