% written for this corpus by a find-only hunt (session 23; library(assert) and library(record))
% A task stack with recorda/3 (pushes to the front) and erase/1 in directives
:- use_module(library(record)).
:- recorda(todo, wash, _), recorda(todo, cook, _), recorda(todo, shop, R), erase(R).
:- recorda(done, laundry).
task(T) :- recorded(todo, T).
first_task(T) :- recorded(todo, T, _), !.
0.7::finished(T) :- task(T).
any_key(K) :- current_key(K).
query(finished(_)).
query(any_key(_)).
