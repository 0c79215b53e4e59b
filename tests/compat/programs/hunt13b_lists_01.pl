% hunt13b: library(lists) on edge cases: empty lists, duplicates, mixed numbers, nested lists, non-lists, part 1
:- use_module(library(lists)).
0.4::c(1). 0.7::c(2). 0.5::c(3).
r0(X) :- c(1), findall(member(z,[(a,1),(b,2)]), member(z,[(a,1),(b,2)]), X).
r1(X) :- c(2), findall(memberchk(a,[]), memberchk(a,[]), X).
r2(X) :- c(3), findall(memberchk(a,[a,b,a]), memberchk(a,[a,b,a]), X).
r3(X) :- c(1), findall(memberchk(a,[3,1,2,1]), memberchk(a,[3,1,2,1]), X).
r4(X) :- c(2), findall(memberchk(a,[-1,0,1]), memberchk(a,[-1,0,1]), X).
r5(X) :- c(3), findall(memberchk(a,foo), memberchk(a,foo), X).
r6(X) :- c(1), findall(memberchk(b,[a,b]), memberchk(b,[a,b]), X).
r7(X) :- c(2), findall(memberchk(b,[1,2,3]), memberchk(b,[1,2,3]), X).
r8(X) :- c(3), findall(memberchk(b,[[a],[b,c]]), memberchk(b,[[a],[b,c]]), X).
r9(X) :- c(1), findall(memberchk(b,[a-1,b-2]), memberchk(b,[a-1,b-2]), X).
r10(X) :- c(2), findall(memberchk(1,[a]), memberchk(1,[a]), X).
r11(X) :- c(3), findall(memberchk(1,[b,a,c]), memberchk(1,[b,a,c]), X).
r12(X) :- c(1), findall(memberchk(1,[1,2.0,2]), memberchk(1,[1,2.0,2]), X).
r13(X) :- c(2), findall(memberchk(1,[(a,1),(b,2)]), memberchk(1,[(a,1),(b,2)]), X).
r14(X) :- c(3), findall(memberchk(f(_),[]), memberchk(f(_),[]), X).
r15(X) :- c(1), findall(memberchk(f(_),[a,b,a]), memberchk(f(_),[a,b,a]), X).
r16(X) :- c(2), findall(memberchk(f(_),[3,1,2,1]), memberchk(f(_),[3,1,2,1]), X).
r17(X) :- c(3), findall(memberchk(f(_),[-1,0,1]), memberchk(f(_),[-1,0,1]), X).
r18(X) :- c(1), findall(memberchk(f(_),foo), memberchk(f(_),foo), X).
r19(X) :- c(2), findall(memberchk(z,[a,b]), memberchk(z,[a,b]), X).
query(r0(_)).
query(r1(_)).
query(r2(_)).
query(r3(_)).
query(r4(_)).
query(r5(_)).
query(r6(_)).
query(r7(_)).
query(r8(_)).
query(r9(_)).
query(r10(_)).
query(r11(_)).
query(r12(_)).
query(r13(_)).
query(r14(_)).
query(r15(_)).
query(r16(_)).
query(r17(_)).
query(r18(_)).
query(r19(_)).
