import { expect, test } from 'vitest'
import { timelineIconName } from './timeline-icon.ts'

test('the three timeline icons map to their sprite icons', () => {
	expect(timelineIconName('Zap')).toBe('zap')
	expect(timelineIconName('Building')).toBe('building')
	expect(timelineIconName('Rocket')).toBe('rocket')
})

test('an icon name typed in another case or with spaces still matches', () => {
	expect(timelineIconName(' rocket ')).toBe('rocket')
	expect(timelineIconName('BUILDING')).toBe('building')
})

test('an unknown, empty or missing icon is shown as Zap', () => {
	expect(timelineIconName('Star')).toBe('zap')
	expect(timelineIconName('')).toBe('zap')
	expect(timelineIconName(undefined)).toBe('zap')
	expect(timelineIconName(42)).toBe('zap')
})
