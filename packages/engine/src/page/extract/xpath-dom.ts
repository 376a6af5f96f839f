import { type AnyNode, type Document, isComment, isTag, isText } from "domhandler";

/**
 * A read-only W3C DOM view of htmlparser2's tree, for the `xpath` library (custom extraction by
 * XPath). The library walks a DOM through properties (`firstChild`, `nextSibling`, `attributes`…);
 * every move it makes here is counted, so one expression on one page costs at most `steps` moves,
 * whatever it asks for: `//*[contains(., 'x')]` reads each element's whole subtree, quadratic on a
 * deep page, and is stopped rather than let run for minutes. HTML has no namespaces: names are
 * htmlparser2's (lower case) with a null namespace, so `//div` matches as a browser's XPath does.
 */

const ELEMENT_NODE = 1;
const ATTRIBUTE_NODE = 2;
const TEXT_NODE = 3;
const COMMENT_NODE = 8;
const DOCUMENT_NODE = 9;

/** compareDocumentPosition's bits. */
const PRECEDING = 0x02;
const FOLLOWING = 0x04;
const CONTAINS = 0x08;
const CONTAINED_BY = 0x10;

/** Thrown when an expression has made more moves than its budget on this page. */
export class XPathBudgetExceeded extends Error {
  constructor() {
    super("The XPath expression took too many steps on this page");
  }
}

/** The moves an expression has left; one view serves each rule of a page in turn, each with a fresh allowance. */
export class StepBudget {
  private left = 0;
  allow(steps: number): void {
    this.left = steps;
  }
  spend(): void {
    if (--this.left < 0) throw new XPathBudgetExceeded();
  }
}

/** A node list as the DOM has it: an array with `item(i)`. */
class NodeList<T> extends Array<T> {
  item(index: number): T | null {
    return this[index] ?? null;
  }
}

/** Shared by every node of the view: document order and the tree's links. */
abstract class ViewNode {
  abstract readonly nodeType: number;
  abstract readonly nodeName: string;
  readonly namespaceURI = null;
  readonly prefix = null;
  /** Position in document order; `last` is the order of the last node inside this one (itself when empty). */
  order = 0;
  last = 0;

  constructor(
    protected readonly budget: StepBudget,
    readonly ownerDocument: DocumentView | null,
  ) {}

  get localName(): string {
    return this.nodeName;
  }
  get nodeValue(): string | null {
    return null;
  }

  compareDocumentPosition(other: ViewNode): number {
    this.budget.spend();
    if (other.order < this.order) return other.last >= this.last ? PRECEDING | CONTAINS : PRECEDING;
    return other.order <= this.last ? FOLLOWING | CONTAINED_BY : FOLLOWING;
  }
}

/** An element, the document or a text or comment: a node with a place among siblings. */
abstract class TreeNode extends ViewNode {
  parent: ParentView | null = null;
  index = 0;

  get parentNode(): ParentView | null {
    this.budget.spend();
    return this.parent;
  }
  get nextSibling(): TreeNode | null {
    this.budget.spend();
    return this.parent?.children[this.index + 1] ?? null;
  }
  get previousSibling(): TreeNode | null {
    this.budget.spend();
    return this.parent?.children[this.index - 1] ?? null;
  }
  get firstChild(): TreeNode | null {
    return null;
  }
  get lastChild(): TreeNode | null {
    return null;
  }
  get childNodes(): NodeList<TreeNode> {
    return new NodeList<TreeNode>();
  }
}

abstract class ParentView extends TreeNode {
  readonly children = new NodeList<TreeNode>();

  override get firstChild(): TreeNode | null {
    this.budget.spend();
    return this.children[0] ?? null;
  }
  override get lastChild(): TreeNode | null {
    this.budget.spend();
    return this.children.at(-1) ?? null;
  }
  override get childNodes(): NodeList<TreeNode> {
    this.budget.spend();
    return this.children;
  }
}

export class DocumentView extends ParentView {
  readonly nodeType = DOCUMENT_NODE;
  readonly nodeName = "#document";

  get documentElement(): ElementView | null {
    return (this.children.find((child) => child instanceof ElementView) as ElementView) ?? null;
  }
}

export class ElementView extends ParentView {
  readonly nodeType = ELEMENT_NODE;
  readonly attributes = new NodeList<AttributeView>();

  constructor(
    budget: StepBudget,
    document: DocumentView,
    readonly nodeName: string,
  ) {
    super(budget, document);
  }
  get tagName(): string {
    return this.nodeName;
  }
  getAttribute(name: string): string | null {
    this.budget.spend();
    return this.attributes.find((attribute) => attribute.name === name)?.value ?? null;
  }
  /** `id()` and `lang()` ask with a namespace; HTML attributes have none, so it is only the name. */
  getAttributeNS(_namespace: string | null, name: string): string | null {
    return this.getAttribute(name);
  }
}

export class AttributeView extends ViewNode {
  readonly nodeType = ATTRIBUTE_NODE;
  readonly parentNode = null;

  constructor(
    budget: StepBudget,
    readonly ownerElement: ElementView,
    readonly nodeName: string,
    readonly value: string,
  ) {
    super(budget, ownerElement.ownerDocument);
  }
  get name(): string {
    return this.nodeName;
  }
  override get nodeValue(): string {
    return this.value;
  }
}

export class TextView extends TreeNode {
  constructor(
    budget: StepBudget,
    document: DocumentView,
    readonly nodeType: typeof TEXT_NODE | typeof COMMENT_NODE,
    readonly data: string,
  ) {
    super(budget, document);
  }
  get nodeName(): string {
    return this.nodeType === TEXT_NODE ? "#text" : "#comment";
  }
  override get nodeValue(): string {
    return this.data;
  }
}

/**
 * The view of `document`, its moves counted against `budget`. Built in one pass
 * without recursion (a page may nest thousands of elements deep); directives (`<!DOCTYPE>`) are
 * left out, as XPath's data model has no place for them.
 */
export function documentView(document: Document, budget: StepBudget): DocumentView {
  const root = new DocumentView(budget, null);
  let order = 0;
  const pending: Array<{ source: AnyNode; parent: ParentView }> = [];
  const enqueueChildren = (source: { children: AnyNode[] }, parent: ParentView) => {
    for (let i = source.children.length - 1; i >= 0; i--)
      pending.push({ source: source.children[i]!, parent });
  };
  // Closing a parent's range needs its last descendant's order: parents are closed when the walk leaves them.
  const open: ParentView[] = [root];
  enqueueChildren(document, root);
  while (pending.length > 0) {
    const { source, parent } = pending.pop()!;
    while (open.at(-1) !== parent) open.pop()!.last = order;
    let node: TreeNode;
    if (isTag(source)) {
      const element = new ElementView(budget, root, source.name);
      element.order = ++order;
      for (const [name, value] of Object.entries(source.attribs)) {
        const attribute = new AttributeView(budget, element, name, value);
        attribute.order = attribute.last = ++order;
        element.attributes.push(attribute);
      }
      node = element;
    } else if (isText(source) || isComment(source)) {
      node = new TextView(budget, root, isText(source) ? TEXT_NODE : COMMENT_NODE, source.data);
      node.order = node.last = ++order;
    } else continue;
    node.parent = parent;
    node.index = parent.children.push(node) - 1;
    if (node instanceof ElementView) {
      open.push(node);
      enqueueChildren(source as { children: AnyNode[] }, node);
    }
  }
  while (open.length > 0) open.pop()!.last = order;
  return root;
}
