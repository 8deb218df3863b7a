"""Game-agnostic tracing kernel: state model, actions, trace, scenario loading and the runner. No Qt."""

from judge_app.engine.abilities import Ability, Modifier, Trigger, effect_union
from judge_app.engine.actions import Action, Choice, action_union
from judge_app.engine.base import Model, ObjectRef, PlayerRef
from judge_app.engine.game import GameModule, IllegalAction, InterpretationPoint, ZoneSpec
from judge_app.engine.problems import Problem, ScenarioError
from judge_app.engine.runner import Loaded, Run, check_expectations, run
from judge_app.engine.state import GameObject, GameState, Player
from judge_app.engine.table import Table
from judge_app.engine.trace import Change, Result, Step, Trace

__all__ = [
    "Ability", "Action", "Change", "Choice", "GameModule", "GameObject", "GameState", "IllegalAction",
    "InterpretationPoint", "Loaded", "Model", "Modifier", "ObjectRef", "Player", "PlayerRef", "Problem",
    "Result", "Run", "ScenarioError", "Step", "Table", "Trace", "Trigger", "ZoneSpec", "action_union",
    "check_expectations", "effect_union", "run",
]
