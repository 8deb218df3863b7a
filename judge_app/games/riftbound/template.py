"""The commented scenario template ``judge new riftbound`` writes. It is a valid, runnable scenario."""

TEMPLATE = """\
# 符文战场 (riftbound) 场景模板 —— 场景格式 schema 1。随附规则书只含 300–345 与 419–456。
# 运行: judge trace 本文件.yaml    校验: judge validate 本文件.yaml
schema: 2
meta:
  id: riftbound-my-scenario
  title: 在这里写标题
  game: riftbound
  question: 在这里写牌桌上被问到的问题
  provenance: {event: '', judge: '', date: ''}
  tags: []
state:
  turn: 3
  active_player: A               # 回合玩家 (304);players 的顺序即回合顺序
  phase: action                  # awaken / beginning / channel / draw / action / end
  players:
  - {id: A, name: 甲, resources: {points: 2}}   # points 分数、mana 法力、power 符能
  - {id: B, name: 乙, resources: {points: 3}}
  memory:
    mode: {players: 2, winning_score: 8, battlefields: 2}   # 游戏模式 (456);组队时加 teams: [[A, C], [B, D]]
    battlefields:                # 每处战场的状态:控制者、使其进入争夺状态的玩家
      bf1: {controller: B}
      bf2: {controller: null}
  objects:                       # 区域:A.base 基地、A.hand、A.main_deck、A.rune_deck、A.runes、A.trash,
                                 # 共享:bf1…bf4 战场、chain 结算链。同一区域内的顺序 = 列表顺序
  - {id: bf_a, name: 甲的战场, owner: A, zone: bf1, types: [battlefield]}
  - {id: bf_b, name: 乙的战场, owner: B, zone: bf2, types: [battlefield]}
  - {id: a1, name: 甲的单位, owner: A, zone: A.base, types: [unit], stats: {might: 3}}
  - {id: b1, name: 乙的单位, owner: B, zone: bf1, types: [unit], stats: {might: 2}, keywords: [壁垒]}
  - {id: a_card, name: 抽牌, owner: A, zone: A.main_deck, types: [unit], stats: {might: 1}}
  - id: a_spell
    name: 迅捷法术
    owner: A
    zone: A.hand
    types: [spell]
    keywords: [迅捷]             # 迅捷 / 反应 / 壁垒 / 最后承担伤害 / 待命
    abilities:
    - id: buff
      kind: spell                # spell 结算时执行 / triggered 触发式 / activated 激活式
      effects:
      - {type: adjust_might, target: chosen, delta: 2}   # 本回合内 +2 战力 (第3层)
  # 触发式技能:战斗确立攻防身份时放入初始结算链 (438.1.b.1),双方让过后依次结算,焦点留在进攻方 (438.1.e)
  #   abilities: [{id: on_attack, kind: triggered, trigger: {event: attack}, effects: [{type: draw}]}]
  # 结算时选择终点的移动:effects: [{type: move_unit, target: chosen, to: chosen}],
  #   由结算它的动作给出 choices: [{for: 'destination:<卡>', targets: [bf2]}](不合法的终点被拒绝,423.2)
actions:                         # end_turn / pass / play / move / inspect
- {type: move, player: A, units: [a1], to: bf1, via: standard}   # 标准移动(规则 140 不在书中 → 无法模拟步骤)
- {type: play, player: A, card: a_spell, targets: [a1]}          # 法术对决中拥有焦点,打出迅捷法术
- {type: pass, player: A}
- {type: pass, player: B}        # 结算法术
- {type: pass, player: B}        # 焦点已传给乙;乙让过
- type: pass                     # 甲让过 → 法术对决结束 → 战斗伤害
  player: A
  choices:
  - {for: 'assign:A', targets: [b1]}   # 甲分配伤害的顺序
interpretations: {}              # 例如 lethal_with_damage: full_might
expect:
  outcome: ongoing
  cites: [riftbound:424, riftbound:439.1.d, riftbound:440.2]
  state:
    objects.b1.zone: B.trash
    memory.battlefields.bf1.controller: A
"""
