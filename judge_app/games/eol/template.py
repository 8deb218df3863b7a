"""The commented scenario template ``judge new eol`` writes. It is a valid, runnable scenario."""

TEMPLATE = """\
# 传奇回响 (Echo of Legends, eol) 场景模板 —— 场景格式 schema 1。
# 运行: judge trace 本文件.yaml    校验: judge validate 本文件.yaml
schema: 2
meta:
  id: eol-my-scenario            # 字母、数字、-、_、. 组成的唯一 id
  title: 在这里写标题
  game: eol
  question: 在这里写牌桌上被问到的问题
  provenance: {event: '', judge: '', date: ''}
  tags: []
state:
  turn: 3                        # 双方回合合计编号:第1回合是先手玩家的第一回合
  first_player: A                # 先手玩家 (2.1.1.2)
  active_player: A               # 当前回合玩家(攻击方 4.1.1)
  phase: main                    # setup / draw / energy / main / end
  seed: 0                        # 置换后洗牌使用的确定性种子
  players:
  - {id: A, name: 甲, resources: {life: 20, energy: 5}}   # life 省略时取英雄卡 hp
  - {id: B, name: 乙, resources: {life: 20, energy: 5}}
  objects:                       # 同一区域内的顺序 = 列表顺序(卡组第一张 = 顶部)
  - {id: a_hero, name: 甲的英雄, owner: A, zone: A.hero, types: [hero], stats: {hp: 20}, props: {element: 火}}
  - {id: b_hero, name: 乙的英雄, owner: B, zone: B.hero, types: [hero], stats: {hp: 20}, props: {element: 水}}
  # 随从区 (zone: X.minions) 的随从需要 slot 1-5 (从左到右);唤醒的随从 status: [awake] 且正面朝上,
  # 沉睡的随从 face_down: true。keywords 可用: 护盾、再动、再生。
  - id: a_m1
    name: 火蜥蜴
    owner: A
    zone: A.minions
    slot: 1
    types: [minion]
    cost: 2
    stats: {attack: 3}
    props: {element: 火}
    status: [awake]
  - id: b_m1
    name: 藤蔓守卫
    owner: B
    zone: B.minions
    slot: 1
    face_down: true
    types: [minion]
    cost: 2
    stats: {attack: 4}
    props: {element: 草}
    abilities:                   # kind: awaken 唤醒技 / death 战死技 / active 主动技 / passive 被动技 / item
    - id: last_words
      kind: death
      text: 战死技:对方英雄失去2点生命
      trigger: {event: destroyed}
      effects:
      - {type: damage, target: enemy_hero, amount: 2}
  - {id: b_m2, name: 水灵, owner: B, zone: B.minions, slot: 2, face_down: true, types: [minion], cost: 1,
     stats: {attack: 2}, props: {element: 水}}
actions:                         # 动作: replace / place_minion / awaken / use_item / use_skill / attack / pass
- type: attack
  player: A
  attacker: a_m1
  target: b_m1
  choices:                       # 结算中的选择: for 是 "<对象>.<技能>" 或 "replace:<死亡的随从>"
  - {for: b_m1.last_words, use: true}
interpretations: {}              # 规则不明确处的解读,例如 minion_hero_damage: no_advantage
                                 # 检查动作合法性时遇到的歧义也写成 ambiguity 步骤,例如
                                 # reattack_hero_on_awaken_turn: allowed(刚唤醒的再动随从可攻击英雄)
expect:                          # 可选:正确的追溯必须满足的断言
  outcome: ongoing
  cites: [eol:2.2.1.1, eol:2.2.2.2, eol:2.2.3.4]
  state:
    objects.b_m1.zone: B.graveyard
"""
