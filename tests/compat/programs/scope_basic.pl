% library(scope): facts and rules inside scopes, queried with Scope:Goal
:- use_module(library(lists)).
:- use_module(library(scope)).
0.3::s1:rain. 0.6::s2:rain.
s1:wet :- s1:rain.
0.5::s2:sprinkler.
s2:wet :- s2:rain.
s2:wet :- s2:sprinkler.
query(s1:wet). query(s2:wet). query(s1:rain).
