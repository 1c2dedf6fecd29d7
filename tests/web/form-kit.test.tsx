import { act, fireEvent, render, screen, within } from "@testing-library/react";
import { type FormEvent, useState } from "react";
import { describe, expect, it } from "vitest";
import { ChipsInput } from "../../web/src/components/form/ChipsInput";
import { ErrorSummary } from "../../web/src/components/form/ErrorSummary";
import { Field, FieldSet, TextInput } from "../../web/src/components/form/Field";
import { useFormDraft } from "../../web/src/components/form/useFormDraft";

describe("Field", () => {
  it("labels its control and describes it by its hint", () => {
    render(
      <Field id="bio" label="About you" hint="At least 50 characters.">
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText("About you");
    expect(input.id).toBe("bio");
    expect(input.getAttribute("aria-invalid")).toBeNull();
    expect(input.getAttribute("aria-describedby")).toBe("bio-hint");
    expect(document.getElementById("bio-hint")?.textContent).toBe("At least 50 characters.");
  });

  it("with a message, marks the control invalid and describes it by the message first, then the hint", () => {
    render(
      <Field id="bio" label="About you" hint="At least 50 characters." error="About you: too short">
        <TextInput />
      </Field>,
    );
    const input = screen.getByLabelText("About you");
    expect(input.getAttribute("aria-invalid")).toBe("true");
    expect(input.getAttribute("aria-describedby")).toBe("bio-error bio-hint");
    expect(document.getElementById("bio-error")?.textContent).toBe("About you: too short");
    expect(screen.queryByRole("alert")).toBeNull();
  });

  it("announces its message when asked to (a form without a summary)", () => {
    render(
      <Field id="reason" label="Reason" error="reason: too short" alert>
        <TextInput />
      </Field>,
    );
    expect(screen.getByRole("alert").textContent).toBe("reason: too short");
  });

  it("a FieldSet is a focusable group named by its legend, invalid with its message", () => {
    render(
      <FieldSet id="budget" legend="Budget" error="Budget: choose one">
        <input type="radio" name="b" aria-label="Modest" />
      </FieldSet>,
    );
    const group = screen.getByRole("group", { name: "Budget" });
    expect(group.tabIndex).toBe(-1);
    expect(group.getAttribute("aria-invalid")).toBe("true");
    expect(group.getAttribute("aria-describedby")).toBe("budget-error");
  });
});

function Chips({ max }: { max?: number }) {
  const [values, setValues] = useState(["English"]);
  return (
    <Field id="languages" label="Languages">
      <ChipsInput
        values={values}
        onChange={setValues}
        listLabel="Languages you speak"
        max={max}
        suggestions={["Russian"]}
      />
    </Field>
  );
}

const chips = () =>
  within(screen.getByRole("list", { name: "Languages you speak" }))
    .getAllByRole("listitem")
    .map((li) => li.firstChild?.textContent);

describe("ChipsInput", () => {
  it("adds a typed item with Enter, tidied, and never twice", () => {
    render(<Chips />);
    const input = screen.getByLabelText("Languages");
    fireEvent.change(input, { target: { value: "  Kazakh   (native) " } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(chips()).toEqual(["English", "Kazakh (native)"]);
    expect((input as HTMLInputElement).value).toBe("");
    fireEvent.change(input, { target: { value: "english" } });
    fireEvent.keyDown(input, { key: "Enter" });
    expect(chips()).toEqual(["English", "Kazakh (native)"]);
  });

  it("removes an item with its button and gives focus back to the input", () => {
    render(<Chips />);
    const remove = screen.getByRole("button", { name: "Remove English" });
    remove.focus();
    fireEvent.click(remove);
    expect(screen.queryByRole("list", { name: "Languages you speak" })).toBeNull();
    expect(document.activeElement).toBe(screen.getByLabelText("Languages"));
  });

  it("adds a suggestion with one press and stops at the maximum", () => {
    render(<Chips max={2} />);
    fireEvent.click(screen.getByRole("button", { name: "Add Russian" }));
    expect(chips()).toEqual(["English", "Russian"]);
    const input = screen.getByLabelText("Languages") as HTMLInputElement;
    expect(input.disabled).toBe(true);
    expect(input.placeholder).toBe("Up to 2");
  });
});

function TripForm() {
  const { draft, errors, update, report, attempt } = useFormDraft({ city: "", days: "" });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    report({
      ...(draft.city ? {} : { city: "City: required" }),
      ...(draft.days ? {} : { days: "Days: required" }),
    });
  };
  return (
    <form onSubmit={submit}>
      <ErrorSummary errors={errors} fieldId={(f) => `trip-${f}`} attempt={attempt} />
      <Field id="trip-city" label="City" error={errors.city}>
        <TextInput value={draft.city} onChange={(e) => update({ city: e.target.value })} />
      </Field>
      <Field id="trip-days" label="Days" error={errors.days}>
        <TextInput value={draft.days} onChange={(e) => update({ days: e.target.value })} />
      </Field>
      <button type="submit">Save</button>
    </form>
  );
}

describe("ErrorSummary with useFormDraft", () => {
  it("lists each problem as a link to its field and takes focus on a failed submit", async () => {
    render(<TripForm />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    const summary = screen.getByRole("alert");
    expect(summary.textContent).toContain("Please check these fields:");
    expect(within(summary).getByRole("link", { name: "City: required" }).getAttribute("href")).toBe("#trip-city");
    expect(document.activeElement).toBe(summary);
  });

  it("drops a field's message as it changes, without moving focus", async () => {
    render(<TripForm />);
    await act(async () => fireEvent.click(screen.getByRole("button", { name: "Save" })));
    const city = screen.getByLabelText("City");
    city.focus();
    fireEvent.change(city, { target: { value: "Karakol" } });
    expect(screen.getByRole("alert").textContent).toContain("Please check this field:");
    expect(screen.queryByRole("link", { name: "City: required" })).toBeNull();
    expect(document.activeElement).toBe(city);
  });
});
