"""The edits a judge makes on the board, each turned into tree operations (:mod:`ops`). No Qt.

Game-agnostic: zones, slots and capacities come from the game's ``ZoneSpec``; everything a game forbids is
left to its validator, whose message the editor shows.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from pydantic import BaseModel
from ruamel.yaml.comments import CommentedMap, CommentedSeq

from judge_app.engine.problems import Problem
from judge_app.engine.state import GameObject, GameState, Player
from judge_app.ui.board.document import Edit, EditRejected, ScenarioDocument
from judge_app.ui.board.ops import DelKey, InsertItem, Op, RemoveItem, SetKey, TreePath, is_flow, node_like, resolve

OBJECT_FIELDS = [f.alias or k for k, f in GameObject.model_fields.items()]
PLAYER_FIELDS = [f.alias or k for k, f in Player.model_fields.items()]
STATE_FIELDS = [f.alias or k for k, f in GameState.model_fields.items()]
OBJECTS: TreePath = ("state", "objects")


def _reject(path: tuple[str | int, ...], message: str) -> EditRejected:
    return EditRejected([Problem(path, message)])


def _canonical_pos(mapping: Any, key: str, order: list[str]) -> int | None:
    """Where a new ``key`` goes so the mapping keeps the model's field order around the user's keys."""
    if key not in order:
        return None
    rank = order.index(key)
    keys = list(mapping)
    for i, k in enumerate(keys):
        if k in order and order.index(k) > rank:
            return i
    return len(keys)


def set_key(doc: ScenarioDocument, path: TreePath, key: str, value: Any, *, default: Any = None,
            order: list[str] | None = None) -> list[Op]:
    """Operations that make ``path[key]`` equal ``value``. An absent key stays absent when ``value`` is the
    model default; an existing key is updated in place (so an explicit ``face_down: false`` stays)."""
    mapping = resolve(doc.tree, path)
    if key in mapping:
        if mapping[key] == value and type(mapping[key]) is type(value):
            return []
        return [SetKey(path, key, node_like(value, flow=True))]
    if value == default:
        return []
    return [SetKey(path, key, node_like(value, flow=True), _canonical_pos(mapping, key, order or []))]


# --- objects ---------------------------------------------------------------------------------------------
def object_index(doc: ScenarioDocument, oid: str) -> int:
    for i, node in enumerate(resolve(doc.tree, OBJECTS)):
        if isinstance(node, dict) and node.get("id") == oid:
            return i
    raise _reject(("state", "objects"), f"没有 id 为 {oid!r} 的对象")


def _object_default(key: str) -> Any:
    field = GameObject.model_fields.get(key)
    return None if field is None or field.is_required() else field.get_default(call_default_factory=True)


def set_object_field(doc: ScenarioDocument, oid: str, key: str, value: Any, label: str = "") -> Edit:
    i = object_index(doc, oid)
    path = (*OBJECTS, i)
    if key == "controller" and value == resolve(doc.tree, path).get("owner"):
        ops = [DelKey(path, key)] if "controller" in resolve(doc.tree, path) else []
    elif value is None and key in resolve(doc.tree, path):
        ops = [DelKey(path, key)]
    else:
        ops = set_key(doc, path, key, value, default=_object_default(key), order=OBJECT_FIELDS)
    return Edit(label or f"修改 {oid}.{key}", ops, [oid])


def set_card_text(doc: ScenarioDocument, oid: str, text: str) -> Edit:
    """The card's printed rules text; its abilities and keywords then come from reading it, so structured ones
    (which would win over the text) are removed in the same edit — undone together."""
    i = object_index(doc, oid)
    path = (*OBJECTS, i)
    node = resolve(doc.tree, path)
    ops: list[Op] = [DelKey(path, key) for key in ("abilities", "keywords") if key in node]
    ops += [DelKey(path, "text")] if not text.strip() and "text" in node else (
        set_key(doc, path, "text", text, default="", order=OBJECT_FIELDS) if text.strip() else [])
    return Edit(f"修改 {oid} 的规则文字", ops, [oid])


def _zone_order(doc: ScenarioDocument, zone: str) -> list[str]:
    state = doc.view.state
    return [o.id for o in state.in_zone(zone)] if state is not None else []


def fresh_id(doc: ScenarioDocument, prefix: str) -> str:
    used = {n.get("id") for n in resolve(doc.tree, OBJECTS) if isinstance(n, dict)}
    n = 1
    while f"{prefix}{n}" in used:
        n += 1
    return f"{prefix}{n}"


def add_object(doc: ScenarioDocument, zone: str, fields: dict[str, Any] | None = None) -> Edit:
    """A new card at the end of ``zone`` (the first free slot of a slotted zone), owned by the zone's player."""
    game, state = doc.game, doc.view.state
    if game is None or state is None:
        raise _reject((), "场景无法解析,不能添加卡牌")
    spec = game.zone_spec(zone)
    if spec is None:
        raise _reject(("state", "objects"), f"未知区域 {zone!r}")
    owner = zone.split(".", 1)[0] if spec.per_player else state.active_player
    oid = fresh_id(doc, f"{owner.lower()}_c")
    obj: dict[str, Any] = {"id": oid, "name": "", "owner": owner, "zone": zone}
    if spec.slotted:
        free = _free_slots(state, zone, spec.capacity or 0, set())
        if not free:
            raise _reject(("state", "objects"), f"{zone} 已满({spec.capacity} 格)")
        obj["slot"] = free[0]
    elif spec.capacity is not None and len(state.in_zone(zone)) >= spec.capacity:
        raise _reject(("state", "objects"), f"{zone} 最多容纳 {spec.capacity} 张")
    obj.update(fields or {})
    seq = resolve(doc.tree, OBJECTS)
    index = _insert_index(doc, zone, len(_zone_order(doc, zone)), set())
    flow = is_flow(seq[index - 1]) if index > 0 else (is_flow(seq[0]) if len(seq) else True)
    return Edit(f"添加卡牌 {oid}", [InsertItem(OBJECTS, index, node_like(obj, flow=flow))], [oid])


def delete_objects(doc: ScenarioDocument, oids: Iterable[str]) -> Edit:
    indices = sorted((object_index(doc, oid) for oid in oids), reverse=True)
    ops: list[Op] = [RemoveItem(OBJECTS, i) for i in indices]
    return Edit(f"删除 {len(indices)} 张卡牌", ops, [])


def _free_slots(state: GameState[Any], zone: str, capacity: int, moving: set[str]) -> list[int]:
    used = {o.slot for o in state.in_zone(zone) if o.id not in moving}
    return [s for s in range(1, capacity + 1) if s not in used]


def _insert_index(doc: ScenarioDocument, zone: str, position: int, moving: set[str]) -> int:
    """Index in ``state.objects`` (after the moving items are removed) that puts an object at ``position``
    of ``zone``; zones are ordered by the list, so this is where a drop lands."""
    seq = [n for n in resolve(doc.tree, OBJECTS) if not (isinstance(n, dict) and n.get("id") in moving)]
    in_zone = [i for i, n in enumerate(seq) if isinstance(n, dict) and n.get("zone") == zone]
    if not in_zone:
        return len(seq)
    if position >= len(in_zone):
        return in_zone[-1] + 1
    return in_zone[max(position, 0)]


def move_objects(doc: ScenarioDocument, oids: list[str], zone: str, position: int,
                 slot: int | None = None) -> Edit:
    """Move cards to ``position`` in ``zone`` (or to ``slot`` onwards in a slotted zone), in the given order.

    Moving into another player's zone gives that player control: a card on a player's side is theirs to
    play in every game we model, and owner/controller stay separate so the owner is never lost.
    """
    game, state = doc.game, doc.view.state
    if game is None or state is None:
        raise _reject((), "场景无法解析,不能移动卡牌")
    spec = game.zone_spec(zone)
    if spec is None:
        raise _reject(("state", "objects"), f"未知区域 {zone!r}")
    moving = set(oids)
    shown = _zone_order(doc, zone)
    position -= sum(1 for oid in shown[:position] if oid in moving)  # the drop index counted the moved cards
    slots: list[int | None] = [None] * len(oids)
    if spec.slotted:
        free = _free_slots(state, zone, spec.capacity or 0, moving)
        start = [s for s in free if s >= (slot or 1)] + [s for s in free if s < (slot or 1)]
        if len(start) < len(oids):
            raise _reject(("state", "objects"), f"{zone} 没有足够的空格放下 {len(oids)} 张卡牌")
        slots = list(start[: len(oids)])
        position = sum(1 for o in state.in_zone(zone) if o.id not in moving and (o.slot or 0) < slots[0])
    elif spec.capacity is not None:
        staying = [o for o in state.in_zone(zone) if o.id not in moving]
        if len(staying) + len(oids) > spec.capacity:
            raise _reject(("state", "objects"), f"{zone} 最多容纳 {spec.capacity} 张")
    ops: list[Op] = []
    nodes = []
    seq = resolve(doc.tree, OBJECTS)
    for oid in oids:
        nodes.append(seq[object_index(doc, oid)])
    for i in sorted((object_index(doc, oid) for oid in oids), reverse=True):
        ops.append(RemoveItem(OBJECTS, i))
    # Removals are applied first, so insertion indices refer to the list without the moved items.
    at = _insert_index(doc, zone, position, moving)
    controller = zone.split(".", 1)[0] if spec.per_player else None
    for k, node in enumerate(nodes):
        ops.append(InsertItem(OBJECTS, at + k, node))
        path = (*OBJECTS, at + k)
        ops += _node_sets(node, path, "zone", zone)
        ops += _slot_ops(node, path, slots[k])
        if controller is not None:
            owner = node.get("owner")
            if controller == owner and "controller" in node:
                ops.append(DelKey(path, "controller"))
            elif controller != owner and node.get("controller") != controller:
                ops.append(SetKey(path, "controller", controller, _canonical_pos(node, "controller", OBJECT_FIELDS)))
    what = oids[0] if len(oids) == 1 else f"{len(oids)} 张卡牌"
    return Edit(f"移动 {what} 到 {zone}", ops, list(oids))


def _node_sets(node: Any, path: TreePath, key: str, value: Any) -> list[Op]:
    if node.get(key) == value:
        return []
    return [SetKey(path, key, value, _canonical_pos(node, key, OBJECT_FIELDS))]


def _slot_ops(node: Any, path: TreePath, slot: int | None) -> list[Op]:
    if slot is None:
        return [DelKey(path, "slot")] if "slot" in node else []
    return _node_sets(node, path, "slot", slot)


# --- players and the turn ---------------------------------------------------------------------------------
def player_index(doc: ScenarioDocument, pid: str) -> int:
    for i, node in enumerate(resolve(doc.tree, ("state", "players"))):
        if isinstance(node, dict) and node.get("id") == pid:
            return i
    raise _reject(("state", "players"), f"没有 id 为 {pid!r} 的玩家")


def set_player_field(doc: ScenarioDocument, pid: str, key: str, value: Any) -> Edit:
    path = ("state", "players", player_index(doc, pid))
    default = Player.model_fields[key].get_default(call_default_factory=True)
    return Edit(f"修改玩家 {pid} 的 {key}", set_key(doc, path, key, value, default=default, order=PLAYER_FIELDS))


def set_resource(doc: ScenarioDocument, pid: str, key: str, value: int | None) -> Edit:
    path = ("state", "players", player_index(doc, pid))
    node = resolve(doc.tree, path)
    resources = dict(node.get("resources") or {})
    if value is None:
        resources.pop(key, None)
    else:
        resources[key] = value
    if "resources" in node and isinstance(node["resources"], CommentedMap):
        ops = (set_key(doc, (*path, "resources"), key, value) if value is not None
               else [DelKey((*path, "resources"), key)] if key in node["resources"] else [])
    else:
        ops = set_key(doc, path, "resources", resources, default={}, order=PLAYER_FIELDS)
    return Edit(f"修改 {pid} 的 {key}", ops)


def set_state_field(doc: ScenarioDocument, key: str, value: Any) -> Edit:
    field = GameState.model_fields[key]
    node = resolve(doc.tree, ("state",))
    if value is None and key in node:
        ops: list[Op] = [DelKey(("state",), key)]
    else:
        default = None if field.is_required() else field.get_default(call_default_factory=True)
        ops = set_key(doc, ("state",), key, value, default=default, order=STATE_FIELDS)
    return Edit(f"修改 {key}", ops)


def set_meta_field(doc: ScenarioDocument, key: str, value: Any) -> Edit:
    return Edit(f"修改 meta.{key}", set_key(doc, ("meta",), key, value, default=""))


# --- actions -----------------------------------------------------------------------------------------------
def _actions_ops(doc: ScenarioDocument) -> tuple[list[Op], Any]:
    if "actions" in doc.tree and isinstance(doc.tree["actions"], CommentedSeq | list):
        return [], doc.tree["actions"]
    seq = CommentedSeq()
    return [SetKey((), "actions", seq, _canonical_pos(doc.tree, "actions", ["schema", "meta", "state", "actions",
                                                                           "interpretations", "expect"]))], seq


def action_data(action: BaseModel) -> dict[str, Any]:
    """An action as a judge writes it: defaults left out, ``type`` first."""
    from judge_app.engine.serialize import plain_model

    data = plain_model(action)
    return {"type": data.pop("type"), **data}


def add_action(doc: ScenarioDocument, data: dict[str, Any], index: int | None = None) -> Edit:
    ops, seq = _actions_ops(doc)
    at = len(seq) if index is None else index
    flow = is_flow(seq[at - 1]) if 0 < at <= len(seq) else (is_flow(seq[0]) if len(seq) else True)
    ops.append(InsertItem(("actions",), at, node_like(data, flow=flow)))
    return Edit(f"添加动作 {data.get('type', '')}", ops)


def replace_action(doc: ScenarioDocument, index: int, data: dict[str, Any]) -> Edit:
    seq = doc.tree["actions"]
    node = node_like(data, flow=is_flow(seq[index]))
    return Edit(f"修改动作 {index + 1}", [RemoveItem(("actions",), index), InsertItem(("actions",), index, node)])


def delete_action(doc: ScenarioDocument, index: int) -> Edit:
    return Edit(f"删除动作 {index + 1}", [RemoveItem(("actions",), index)])


def move_action(doc: ScenarioDocument, index: int, to: int) -> Edit:
    node = doc.tree["actions"][index]
    return Edit(f"移动动作 {index + 1} → {to + 1}",
                [RemoveItem(("actions",), index), InsertItem(("actions",), to, node)])


def set_interpretation(doc: ScenarioDocument, point: str, reading: str | None) -> Edit:
    """``reading`` None returns the point to the game's default reading."""
    tree = doc.tree
    label = f"解读 {point}"
    if not isinstance(tree.get("interpretations"), dict):
        if reading is None:
            return Edit(label, [])
        order = ["schema", "meta", "state", "actions", "interpretations", "expect"]
        return Edit(label, [SetKey((), "interpretations", node_like({point: reading}, flow=True),
                                   _canonical_pos(tree, "interpretations", order))])
    if reading is None:
        return Edit(label, [DelKey(("interpretations",), point)] if point in tree["interpretations"] else [])
    return Edit(label, set_key(doc, ("interpretations",), point, reading))
