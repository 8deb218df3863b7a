"""The commented scenario template ``judge new mtg`` writes. It is a valid, runnable scenario."""

TEMPLATE = """\
# 万智牌 (mtg, 2003 Legions 完整规则) 场景模板 —— 场景格式 schema 1。
# 运行: judge trace 本文件.yaml    校验: judge validate 本文件.yaml
schema: 1
meta:
  id: mtg-my-scenario
  title: 在这里写标题
  game: mtg
  question: 在这里写牌桌上被问到的问题
  provenance: {event: '', judge: '', date: ''}
  tags: []
state:
  turn: 5                          # 双方回合合计编号
  first_player: A
  active_player: A                 # 主动牌手
  phase: main1                     # beginning(untap/upkeep/draw) main1 combat(...) main2 end(end_of_turn/cleanup)
  players:
  - {id: A, name: 甲, resources: {life: 20}}     # 法术力池: mana_W mana_U mana_B mana_R mana_G mana_C;poison
  - {id: B, name: 乙, resources: {life: 20}}
  objects:                         # 场上: <操控者>.play;手牌 hand;牌库 library(第一张=顶部);坟墓场 graveyard
  - {id: a_mtn1, name: 山脉, owner: A, zone: A.play, types: [land, mountain]}
  - {id: a_mtn2, name: 山脉, owner: A, zone: A.play, types: [land, mountain]}
  - {id: a_bear, name: 灰熊, owner: A, zone: A.play, types: [creature], stats: {power: 2, toughness: 2},
     props: {color: G, mana_cost: 1G}}
  - {id: b_elf, name: 精灵, owner: B, zone: B.play, types: [creature], stats: {power: 1, toughness: 1},
     props: {color: G, mana_cost: G}}
  - id: a_shock
    name: 电击
    owner: A
    zone: A.hand
    types: [instant]
    props: {color: R, mana_cost: R}
    abilities:                     # kind: spell / activated / triggered / static / mana / delayed
    - id: text
      kind: spell
      text: 电击对目标生物或牌手造成2点伤害
      effects:
      - {type: targets, what: creature_or_player}
      - {type: damage, target: target, amount: 2}
  - {id: a_lib1, owner: A, zone: A.library}
  - {id: b_lib1, owner: B, zone: B.library}
actions:                           # pass / pass_until / play_land / cast / activate / activate_mana / turn_face_up
- type: cast                       # declare_attackers / declare_blockers / assign_damage / concede
  player: A
  card: a_shock
  targets: [b_elf]
  mana: [a_mtn1]                   # 支付时使用这些永久物的法术力异能
- {type: pass, player: A}
- {type: pass, player: B}
interpretations: {}                # 例如 lethal_damage: more_than_toughness
expect:
  outcome: ongoing
  cites: [mtg:409.1c, mtg:413.1, mtg:420.5c]
  state:
    objects.b_elf.zone: B.graveyard
"""
